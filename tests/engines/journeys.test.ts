/**
 * Runs every journey (journeys.ts, then a reviewer's on a preview: review-journeys.ts) in each
 * engine (engines.ts): one `describe` per engine, so a
 * failure names the engine and the journey. `ENGINE=firefox npm run test:engines` runs one.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Driver, Engine } from './driver.ts';
import { launch, missing, selectedEngines, warnSkipped } from './engines.ts';
import { journeys, type JourneyContext } from './journeys.ts';
import { reviewJourneys } from './review-journeys.ts';
import { cleanWorkDir, snapshotDist, startServer, type SiteServer } from './site.ts';

let site: SiteServer;

/** Waits for `work` at most `ms`; what is still pending after that is left behind. */
function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((done) => (timer = setTimeout(done, ms))),
  ]).finally(() => clearTimeout(timer));
}

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

    for (const journey of [...journeys, ...reviewJourneys]) {
      const limit = journey.timeout ?? 120_000;
      /** One run of the journey in new sessions; 'hung' when a driver command never returned. */
      const attempt = async (): Promise<'done' | 'hung'> => {
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
              ...(options.defaultFontSize ? { defaultFontSize: options.defaultFontSize } : {}),
            });
            sessions.push(session);
            return session;
          },
          note(message) {
            console.log(`[${name}] ${journey.name.split(' ')[0]} ${message}`);
          },
        };
        const running = journey.run(context).then(() => 'done' as const);
        // A run given up as hung may still fail later: that is no news then.
        running.catch(() => undefined);
        let timer: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([
          running,
          new Promise<'hung'>((done) => (timer = setTimeout(() => done('hung'), limit))),
        ]).finally(async () => {
          clearTimeout(timer);
          for (const session of sessions) await within(session.close(), 15_000);
        });
        return outcome;
      };
      it(
        journey.name,
        async () => {
          if ((await attempt()) === 'done') return;
          // Every wait in a journey has its own limit, so only a driver command that never
          // returns gets here (seen once in WebKitWebDriver): start the browser anew and run the
          // journey once more, saying so; a second hang fails.
          if (!(await engine.recover()))
            throw new Error(`${journey.name}: no answer from ${name} in ${limit / 1000} s`);
          console.warn(
            `[${name}] ${journey.name.split(' ')[0]} hung for ${limit / 1000} s; ran it again in a new browser`,
          );
          if ((await attempt()) === 'hung')
            throw new Error(`${journey.name}: no answer from ${name} in ${limit / 1000} s, twice`);
        },
        2 * limit + 60_000,
      );
    }
  });
}
