/** @jest-environment node */
import { once, problemsWith, SITE, warningsWith } from './check.test-utils';

// A small site of its own with one mistake an author makes applied at a time (check.test-utils.ts).
const home = process.cwd();
beforeAll(() => process.chdir(SITE));
afterAll(() => process.chdir(home));

it('finds nothing in the fixture site as it is', () => {
  expect(problemsWith()).toEqual([]);
});

describe('JSON syntax, with line:column', () => {
  it('a trailing comma in a content file', () => {
    const edits = { 'content/skills.json': once('"rating": 5,', '"rating": 5,\n    "x": 1,\n  }') };
    expect(problemsWith(edits)).toEqual([
      expect.stringMatching(/^content\/skills\.json:12:11: a comma after the last entry/),
    ]);
  });

  it('a trailing comma in a catalog', () => {
    const edits = { 'messages/nl.json': once('"Tot ziens"', '"Tot ziens",') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:4:23: a comma after the last entry: remove this comma (JSON allows none before })',
    ]);
  });

  it('an unclosed string in a content file', () => {
    const edits = { 'content/certifications.json': once('"Exam one"', '"Exam one') };
    expect(problemsWith(edits)).toEqual([
      'content/certifications.json:2:70: the text that starts here has no closing double quote (") before the end of its line',
    ]);
  });

  it('an unclosed string in a catalog', () => {
    const edits = { 'messages/en.json': once('"Goodbye"', '"Goodbye') };
    expect(problemsWith(edits)).toEqual([
      'messages/en.json:4:12: the text that starts here has no closing double quote (") before the end of its line',
    ]);
  });
});

describe('catalogs', () => {
  it('a key in one language only', () => {
    const edits = {
      'messages/en.json': once('"bye": "Goodbye"', '"bye": "Goodbye",\n"new": "New"'),
    };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:2:3: $.Greeting.new: missing: messages/en.json has this key; add it here in this language too',
    ]);
  });

  it('a key misspelt in one language: named there, with its likely spelling', () => {
    const edits = { 'messages/nl.json': once('"bye"', '"bey"') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:4:5: $.Greeting.bey: the site has no text called Greeting.bey: did you mean Greeting.bye?',
    ]);
  });

  it('a placeholder dropped in one language', () => {
    const edits = { 'messages/nl.json': once('Hallo {name},', 'Hallo,') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:3:5: $.Greeting.hello: leaves out {name}, which messages/en.json uses',
    ]);
  });

  it('a placeholder misspelt in one language', () => {
    const edits = { 'messages/nl.json': once('{name}', '{nmae}') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:3:5: $.Greeting.hello: uses {nmae}, which messages/en.json does not; leaves out {name}, which messages/en.json uses',
    ]);
  });

  it('an unclosed { in a message', () => {
    const edits = { 'messages/nl.json': once('{name}', '{name') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:3:5: $.Greeting.hello: a { is not closed by }: a placeholder looks like {name}',
    ]);
  });

  it('a key renamed in both languages, which the site does not read', () => {
    const edits = {
      'messages/en.json': once('"bye"', '"byebye"'),
      'messages/nl.json': once('"bye"', '"byebye"'),
    };
    expect(problemsWith(edits)).toEqual([
      expect.stringMatching(
        /^messages\/en\.json:4:5: \$\.Greeting\.byebye: the site has no text called Greeting\.byebye: did you mean Greeting\.bye\?/,
      ),
      expect.stringMatching(/^messages\/nl\.json:4:5: \$\.Greeting\.byebye: the site has no text/),
      'messages/en.json:2:3: $.Greeting.bye: missing: the site shows this text; add it back',
      'messages/nl.json:2:3: $.Greeting.bye: missing: the site shows this text; add it back',
    ]);
  });
  it('a key added in both languages, which code shows or not', () => {
    const added = (text: string) => text.replace(/("bye": "[^"]+")/, '$1,\n    "wave": "Wave"');
    const edits = { 'messages/en.json': added, 'messages/nl.json': added };
    expect(problemsWith(edits, new Set(['Greeting', 'wave']))).toEqual([
      'messages/en.json:5:5: $.Greeting.wave: new, and not yet in messages/catalog.schema.json: run npm run generate (the code that shows it is there)',
    ]);
    expect(problemsWith(edits, new Set(['Greeting']))).toEqual([
      'messages/en.json:5:5: $.Greeting.wave: the site has no text called Greeting.wave (a new key also needs code that shows it)',
      'messages/nl.json:5:5: $.Greeting.wave: the site has no text called Greeting.wave (a new key also needs code that shows it)',
    ]);
  });
});

describe('content files', () => {
  it('an unknown key, such as a misspelt "title"', () => {
    const edits = {
      'content/projects.json': once('"Client A",\n      "title"', '"Client A",\n      "titel"'),
    };
    expect(problemsWith(edits)).toEqual([
      'content/projects.json:7:7: $.en[0].titel: unknown key "titel": did you mean "title"?',
    ]);
  });

  it('a picture that does not exist', () => {
    const edits = {
      'content/experience.json': once(
        '"image": "fixture.svg" },\n  { "key": "pp"',
        '"image": "fixtures.svg" },\n  { "key": "pp"',
      ),
    };
    expect(problemsWith(edits)).toEqual([
      'content/experience.json:2:37: $[0].image: public/images/fixtures.svg does not exist',
    ]);
  });

  it('an id used twice', () => {
    const edits = { 'content/certifications.json': once('{ "id": 2,', '{ "id": 1,') };
    expect(problemsWith(edits)).toEqual([
      'content/certifications.json:3:5: $[1].id: duplicate id 1',
    ]);
  });

  it('a rating of 6', () => {
    const edits = { 'content/skills.json': once('"rating": 5', '"rating": 6') };
    expect(problemsWith(edits)).toEqual([
      'content/skills.json:11:5: $[1].rating: must be at most 5 (found 6)',
    ]);
  });

  it('half a star', () => {
    const edits = { 'content/skills.json': once('"rating": 5', '"rating": 4.5') };
    expect(problemsWith(edits)).toEqual([
      'content/skills.json:11:5: $[1].rating: must be a whole number, with no decimal point, not 4.5',
    ]);
  });

  it('a certification code in the wrong shape', () => {
    const edits = { 'content/certifications.json': once('"AB-100"', '"AB100"') };
    expect(problemsWith(edits)).toEqual([
      'content/certifications.json:2:28: $[0].certification: expected an exam code such as PL-600 (found the text "AB100")',
    ]);
  });

  it('an entry whose id differs between the languages', () => {
    const edits = {
      'content/services.json': once(
        '"nl": [\n    {\n      "id": 1,',
        '"nl": [\n    {\n      "id": 2,',
      ),
    };
    expect(problemsWith(edits)).toEqual([
      'content/services.json:11:3: $.nl: nl has no service with id 1 (en has one)',
      'content/services.json:13:7: $.nl[0].id: en has no service with id 2 (nl has one)',
    ]);
  });

  it('a project added in English only', () => {
    const added = '{ "id": 2, "type": "project", "customer": "C", "title": "T", "text": ["P."], ';
    const edits = {
      'content/projects.json': once(
        '    { "id": 0, "type": "certificate", "title": "Certificates" }',
        `    ${added}"period": "2024", "branch": "B", "tags": ["t"] },\n` +
          '    { "id": 0, "type": "certificate", "title": "Certificates" }',
      ),
    };
    expect(problemsWith(edits)).toEqual([
      'content/projects.json:16:3: $.nl: nl has no project with id 2 (en has one)',
    ]);
  });

  it('the same projects in another order', () => {
    const certificate = '{ "id": 0, "type": "certificate", "title": "Certificaten" }';
    const first = once('"nl": [\n    {', `"nl": [\n    ${certificate},\n    {`);
    const last = once(`},\n    ${certificate}\n  ]\n}`, '}\n  ]\n}');
    const edits = { 'content/projects.json': (text: string) => last(first(text)) };
    expect(problemsWith(edits)).toEqual([
      'content/projects.json:15:3: $.nl: lists the projects in another order than en: en has ids 1, 0',
    ]);
  });
});

describe('numbers written as an author writes them elsewhere', () => {
  const startYear = (written: string) => ({
    'content/experience.json': once('"startYear": 2000', `"startYear": ${written}`),
  });
  const timeout = (written: string) => ({
    'content/notices.json': once(
      '"message": "Toast text.", "timeout": 1000',
      `"message": "Toast text.", "timeout": ${written}`,
    ),
  });

  it.each(['2019-01', '2019/01', '01-02-2019'])('a date as a start year: %s', (written) => {
    expect(problemsWith(startYear(written))).toEqual([
      `content/experience.json:2:31: ${written} is not one number: write a plain number, such as 2019 / 10000`,
    ]);
  });

  it.each(['10 000', '10,000', '10.000.000', '3,5'])('a timeout with separators: %s', (written) => {
    expect(problemsWith(timeout(written))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/notices\\.json:3:\\d+: ${written} is not one number: write a plain number, such as 2019 / 10000$`,
        ),
      ),
    ]);
  });

  it('a timeout with a thousands dot, which JSON reads as 10', () => {
    expect(problemsWith(timeout('10.000'))).toEqual([
      expect.stringMatching(
        /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: 10\.000 is read as 10: write a plain number, such as 2019 \/ 10000$/,
      ),
    ]);
  });

  it('a timeout of over ten minutes', () => {
    expect(problemsWith(timeout('6000000'))).toEqual([
      expect.stringMatching(
        /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: is in milliseconds \(1000 is one second\), and 6000000 is over ten minutes: write at most 600000$/,
      ),
    ]);
  });

  it('a timeout under a second, written as if in seconds', () => {
    expect(problemsWith(timeout('10'))).toEqual([
      expect.stringMatching(
        /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: is in milliseconds \(1000 is one second\), and 10 is under a second: write 10000 for ten seconds$/,
      ),
    ]);
  });
});

it('names every problem at once, across files', () => {
  const edits = {
    'content/skills.json': once('"rating": 5', '"rating": 6'),
    'content/certifications.json': once('"AB-100"', '"AB100"'),
    'messages/nl.json': once('"Tot ziens"', '"Tot ziens",'),
  };
  expect(problemsWith(edits)).toHaveLength(3);
});

describe('warnings', () => {
  const NL_OFF =
    '"nl": { "enabled": false, "title": "Melding", "message": "Meldingstekst.", "timeout": 1000 }';
  const enToastOn = (timeout: number) =>
    once(
      '"en": { "enabled": false, "title": "Toast", "message": "Toast text.", "timeout": 1000 }',
      `"en": { "enabled": true, "title": "Toast", "message": "Toast text.", "timeout": ${timeout} }`,
    );
  const nlToastOn = once(NL_OFF, NL_OFF.replace('false', 'true').replace('1000', '2000'));
  const toastOn = (timeout: number) => (text: string) => nlToastOn(enToastOn(timeout)(text));

  it('warns, with the place, of a toast switched on that leaves before it can be read', () => {
    expect(warningsWith({ 'content/notices.json': toastOn(1000) })).toEqual([
      expect.stringMatching(
        /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: .*1000 ms.*3 words.*at least 2000 ms/,
      ),
    ]);
  });

  it('is quiet about a toast that stays long enough, and a warning is not a problem', () => {
    expect(warningsWith({ 'content/notices.json': toastOn(2000) })).toEqual([]);
    expect(problemsWith({ 'content/notices.json': toastOn(1000) })).toEqual([]);
  });

  it('warns of a toast switched on in one language only', () => {
    expect(warningsWith({ 'content/notices.json': enToastOn(2000) })).toEqual([
      'content/notices.json:4:13: $.availability.nl.enabled: the toast is on in en but not in nl: switch it on in both',
    ]);
  });

  it('warns of a site-offline bar switched on in one language only', () => {
    const edits = {
      'content/notices.json': once(
        '"nl": { "enabled": false, "title": "Offline"',
        '"nl": { "enabled": true, "title": "Offline"',
      ),
    };
    expect(warningsWith(edits)).toEqual([
      'content/notices.json:7:13: $.siteOffline.en.enabled: the site-offline bar is on in nl but not in en: switch it on in both',
    ]);
  });

  it('warns of a start year still to come, and a warning is not a problem', () => {
    const thisYear = new Date().getFullYear();
    const edits = {
      'content/experience.json': once('"startYear": 2020', `"startYear": ${thisYear + 1}`),
    };
    expect(warningsWith(edits)).toEqual([
      `content/experience.json:4:20: $[2].startYear: ${thisYear + 1} is after this year (${thisYear}): Home counts the years since the start year, so write the year the experience began`,
    ]);
    expect(problemsWith(edits)).toEqual([]);
    const now = {
      'content/experience.json': once('"startYear": 2020', `"startYear": ${thisYear}`),
    };
    expect(warningsWith(now)).toEqual([]);
  });
});
