/**
 * Runs every journey (journeys.ts) in each engine (engines.ts): one `describe` per engine, so a
 * failure names the engine and the journey. `ENGINE=firefox npm run test:engines` runs one.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Driver, Engine } from './driver.ts';
import { launch, missing, selectedEngines, warnSkipped } from './engines.ts';
import { journeys, type JourneyContext } from './journeys.ts';
import { cleanWorkDir, snapshotDist, startServer, type SiteServer } from './site.ts';

let site: SiteServer;

beforeAll(async () => {
  site = await startServer(snapshotDist());
}, 60_000);

afterAll(async () => {
  await site.stop();
  cleanWorkDir();
});

for (const name of selectedEngines()) {
  const absent = missing(name);
  if (absent) {
    warnSkipped(name, absent);
    describe.skip(`${name} (not installed: ${absent})`, () => {
      it.skip('every journey', () => undefined);
    });
    continue;
  }

  describe(name, () => {
    let engine: Engine;

    beforeAll(async () => {
      engine = await launch(name);
      console.log(
        `${name}: ${engine.version}; narrowest viewport ${engine.narrowest.width} px (${engine.narrowest.how})`,
      );
    }, 120_000);

    afterAll(async () => {
      await engine.close();
    }, 60_000);

    for (const journey of journeys) {
      it(
        journey.name,
        async () => {
          const sessions: Driver[] = [];
          const context: JourneyContext = {
            engine,
            site,
            async open(width, options = {}) {
              const session = await engine.session({
                baseUrl: options.baseUrl ?? site.origin,
                width,
                ...(options.height ? { height: options.height } : {}),
                ...(options.initScript ? { initScript: options.initScript } : {}),
              });
              sessions.push(session);
              return session;
            },
            note(message) {
              console.log(`[${name}] ${journey.name.split(' ')[0]} ${message}`);
            },
          };
          try {
            await journey.run(context);
          } finally {
            for (const session of sessions) await session.close();
          }
        },
        journey.timeout ?? 120_000,
      );
    }
  });
}
