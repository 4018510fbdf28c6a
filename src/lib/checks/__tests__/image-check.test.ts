import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderProblems } from '../../content/__tests__/fake-loader';
import { imageProblems, nearest } from '../image-check.node';
import { yamlFields } from '../../source/yaml-fields';

let root = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const check = (file: string, text: string) => imageProblems(root, file, yamlFields(file, text));
const member = (src: string) =>
  `---\nname: Amira Haddad\nimage:\n  src: ${src}\n  alt: Portret van Amira Haddad\n---\n`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'image-check-'));
  for (const name of ['amira-haddad', 'anna-de-vries', 'hamza-benali', 'bas-mulder'])
    write(`content/images/team/${name}.webp`, '');
  write('content/images/news/x.webp', '');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('image paths that lead to no file', () => {
  it('names the file, the line and the field, and suggests the nearest existing files', () => {
    expect(check('content/team/nl/amira-haddad.md', member('../../images/team/amira-hadad.webp')))
      .toMatchInlineSnapshot(`
        [
          "content/team/nl/amira-haddad.md:4: image.src: er is geen afbeelding op ../../images/team/amira-hadad.webp (het pad begint bij de map van dit bestand en leidt dus naar content/images/team/amira-hadad.webp). Bestanden in content/images/team/ die erop lijken: amira-haddad.webp, hamza-benali.webp, bas-mulder.webp. Verbeter het pad, bijvoorbeeld ../../images/team/amira-haddad.webp, of voeg de afbeelding toe
          4 |   src: ../../images/team/amira-hadad.webp",
        ]
      `);
  });

  it('suggests the nearest folder when the folder does not exist, and reads a YAML file too', () => {
    const specialist = 'name: X\nimage: { src: "../../images/tem/bas-mulder.webp", alt: Portret }\n';
    expect(check('content/specialists/nl/x.yaml', specialist)).toMatchInlineSnapshot(`
      [
        "content/specialists/nl/x.yaml:2: image.src: er is geen afbeelding op ../../images/tem/bas-mulder.webp (het pad begint bij de map van dit bestand en leidt dus naar content/images/tem/bas-mulder.webp). Mappen in content/images/ die erop lijken: team, news. Verbeter het pad, bijvoorbeeld ../../images/team/bas-mulder.webp, of voeg de afbeelding toe
        2 | image: { src: "../../images/tem/bas-mulder.webp", alt: Portret }",
      ]
    `);
  });

  it("refuses a path that leaves the content's pictures, even to a file that is there, naming no folder outside", () => {
    write('build-machine.webp', '');
    write('content/team/nl/portret.webp', '');
    for (const src of ['../../../build-machine.webp', '../../../../etc/passwd.webp', 'portret.webp']) {
      const problems = check('content/team/nl/amira-haddad.md', member(src));
      expect(problems, src).toHaveLength(1);
      expect(problems[0]).toContain(
        `image.src: ${src} leidt buiten content/images/, waar de afbeeldingen van de site staan; zet de afbeelding daar`,
      );
      expect(problems[0]).not.toContain(root);
    }
    // The other tests read this folder: it keeps only what they expect.
    rmSync(join(root, 'content/team/nl/portret.webp'));
  });

  it('accepts existing images and other fields', () => {
    expect(check('content/team/nl/a.md', member('../../images/team/anna-de-vries.webp'))).toEqual([]);
    expect(check('content/team/nl/a.md', '---\ntitle: ../../images/team/niemand.webp\n---\n')).toEqual([]);
    expect(nearest('amira-hadad.webp', ['bas-mulder.webp', 'amira-haddad.webp'], 1)).toEqual(['amira-haddad.webp']);
  });

  it('checks parked drafts too, alongside their dates', async () => {
    write(
      'content/team/nl/_concept.md',
      `${member('../../images/team/niemand.webp').slice(0, -4)}date: 2026-02-29\n---\n`,
    );
    expect(
      (await folderProblems(root, join(root, 'content'))).map((problem) => problem.split(':').slice(0, 3).join(':')),
    ).toEqual(['content/team/nl/_concept.md:6: date', 'content/team/nl/_concept.md:4: image.src']);
  });
});

describe('image values that are no path from the file', () => {
  it('refuses spaces around it, an address with a scheme and a path from the root, naming file, line and field', () => {
    const file = 'content/team/nl/amira-haddad.md';
    const problems = [
      "' ../../images/team/amira-haddad.webp'",
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/admin/index.html',
    ].map((src) => check(file, member(src)));
    for (const found of problems) {
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^content\/team\/nl\/amira-haddad\.md:4: image\.src: /);
    }
    const [spaces, script, data, root] = problems.map((found) => found[0] ?? '');
    expect(spaces).toContain('" ../../images/team/amira-haddad.webp" begint of eindigt met een spatie; haal die weg');
    expect(script).toContain(
      'javascript:alert(1) is geen afbeelding maar een adres (javascript:); upload de afbeelding',
    );
    expect(data).toContain('is geen afbeelding maar een adres (data:)');
    expect(root).toContain('/admin/index.html begint bij de hoofdmap van de website');
  });
});
