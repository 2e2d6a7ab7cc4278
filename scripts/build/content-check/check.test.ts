/** @jest-environment node */
import { once, problemsWith, SITE, warningsWith } from './check.test-utils';

// A small site of its own with one mistake an author makes applied at a time (check.test-utils.ts),
// each named as the author sees it, at the place they typed it.
const home = process.cwd();
beforeAll(() => process.chdir(SITE));
afterAll(() => process.chdir(home));

type Edits = Parameters<typeof problemsWith>[0];
const edit = (file: string, from: string, to: string): Edits => ({ [file]: once(from, to) });
const nl = (from: string, to: string) => edit('messages/nl.json', from, to);
const startYear = (written: string) =>
  edit('content/experience.json', '"startYear": 2000', `"startYear": ${written}`);
const timeout = (written: string) =>
  edit(
    'content/notices.json',
    '"Toast text.", "timeout": 1000',
    `"Toast text.", "timeout": ${written}`,
  );
const PLAIN =
  'would show as typed, so remove it (only the messages HomePage.start, HomePage.end, ' +
  'Persona.start and Persona.end can hold <b>bold words</b> or <contact>a link to the Contact page</contact>)';
const CURLY =
  'where JSON needs a straight double quote: type " instead (keys and texts go between straight double quotes)';
const NOT_ONE_NUMBER = 'is not one number: write a plain number, such as 2019 / 10000';
const certificate = '{ "id": 0, "type": "certificate", "title": "Certificaten" }';
const project = '{ "id": 2, "type": "project", "customer": "C", "title": "T", "text": ["P."], ';

/** Per mistake: the files as edited, and every problem the check names (none: it is fine). */
const MISTAKES: Record<string, [Edits, ...(string | RegExp)[]]> = {
  'none, in the fixture site as it is': [{}],
  'a trailing comma in a content file': [
    edit('content/skills.json', '"rating": 5,', '"rating": 5,\n    "x": 1,\n  }'),
    /^content\/skills\.json:12:11: a comma after the last entry/,
  ],
  'a trailing comma in a catalog': [
    nl('"Tot ziens"', '"Tot ziens",'),
    'messages/nl.json:4:23: a comma after the last entry: remove this comma (JSON allows none before })',
  ],
  'an unclosed string in a content file': [
    edit('content/certifications.json', '"Exam one"', '"Exam one'),
    'content/certifications.json:2:70: the text that starts here has no closing double quote (") before the end of its line',
  ],
  'an unclosed string in a catalog': [
    edit('messages/en.json', '"Goodbye"', '"Goodbye'),
    'messages/en.json:4:12: the text that starts here has no closing double quote (") before the end of its line',
  ],
  'a key in one language only': [
    edit('messages/en.json', '"bye": "Goodbye"', '"bye": "Goodbye",\n"new": "New"'),
    'messages/nl.json:2:3: $.Greeting.new: missing: messages/en.json has this key; add it here in this language too',
  ],
  'a key misspelt in one language: named there, with its likely spelling': [
    nl('"bye"', '"bey"'),
    'messages/nl.json:4:5: $.Greeting.bey: the site has no text called Greeting.bey: did you mean Greeting.bye?',
  ],
  'a placeholder dropped in one language': [
    nl('Hallo {name},', 'Hallo,'),
    'messages/nl.json:3:5: $.Greeting.hello: leaves out {name}, which messages/en.json uses',
  ],
  'a placeholder misspelt in one language': [
    nl('{name}', '{nmae}'),
    'messages/nl.json:3:5: $.Greeting.hello: uses {nmae}, which messages/en.json does not; leaves out {name}, which messages/en.json uses',
  ],
  'an unclosed { in a message': [
    nl('{name}', '{name'),
    'messages/nl.json:3:5: $.Greeting.hello: a { is not closed by }: a placeholder looks like {name}',
  ],
  'an unclosed { with words after it': [
    nl('Hallo {name}, welkom', 'Hallo {naam voor het formulier'),
    'messages/nl.json:3:5: $.Greeting.hello: a { is not closed by }: a placeholder looks like {name}',
  ],
  'a key renamed in both languages, which the site does not read': [
    { ...edit('messages/en.json', '"bye"', '"byebye"'), ...nl('"bye"', '"byebye"') },
    /^messages\/en\.json:4:5: \$\.Greeting\.byebye: the site has no text called Greeting\.byebye: did you mean Greeting\.bye\?/,
    /^messages\/nl\.json:4:5: \$\.Greeting\.byebye: the site has no text/,
    'messages/en.json:2:3: $.Greeting.bye: missing: the site shows this text; add it back',
    'messages/nl.json:2:3: $.Greeting.bye: missing: the site shows this text; add it back',
  ],
  'curly quotes around a text, as a word processor types them': [
    nl('"bye": "Tot ziens"', '"bye": “Over mij”'),
    `messages/nl.json:4:12: a curly quote (“) ${CURLY}`,
  ],
  'a curly quote closing a text a straight quote opened': [
    nl('"bye": "Tot ziens"', '"bye": "Over mij”'),
    `messages/nl.json:4:21: a curly quote (”) ${CURLY}`,
  ],
  'straight quotes inside a text, which end it early': [
    nl('"Tot ziens"', '"Wat ik "echt" voor je doe"'),
    'messages/nl.json:4:20: a " ended this text here: write \\" or use curly quotes “ ” inside a text',
  ],
  'curly quotes inside a text, which are words like any other': [
    nl('"Tot ziens"', '"Tot “ziens”"'),
  ],
  'bold words in both languages, in a text that is plain': [
    {
      ...edit('messages/en.json', '"Goodbye"', '"<b>Goodbye</b>"'),
      ...nl('"Tot ziens"', '"<b>Tot ziens</b>"'),
    },
    `messages/en.json:4:5: $.Greeting.bye: texts are plain here: <b> ${PLAIN}`,
    `messages/nl.json:4:5: $.Greeting.bye: texts are plain here: <b> ${PLAIN}`,
  ],
  'a script in one language only: named there, not in the other file': [
    edit('messages/en.json', '"Goodbye"', '"Goodbye<script>alert(1)</script>"'),
    `messages/en.json:4:5: $.Greeting.bye: texts are plain here: <script> ${PLAIN}`,
  ],
  'a line break written as HTML, which the message reader leaves as text': [
    nl('Tot ziens', 'Tot<br/>ziens'),
    `messages/nl.json:4:5: $.Greeting.bye: texts are plain here: <br> ${PLAIN}`,
  ],
  'bold words in a text that carries them, in one language only (fine)': [
    nl('ik hoor graag', 'ik hoor <b>graag</b>'),
  ],
  'another tag in a text that carries tags, with the ones it can hold': [
    nl('ik hoor graag', 'ik hoor <i>graag</i>'),
    'messages/nl.json:7:5: $.HomePage.end: <i> would show as typed: this text can hold only <b>bold words</b> or <contact>a link to the Contact page</contact>',
  ],
  'a tag the site fills in, left out in one language': [
    nl('<years></years> jaar', 'Jaren'),
    'messages/nl.json:10:13: $.ExperienceCards.it.message: leaves out <years></years>, where the site fills in its part of the text (such as a number): put it back where the other language has it',
  ],
  'bold words in a text of content/, which is plain': [
    edit('content/projects.json', '"Client A"', '"<b>Client A</b>"'),
    `content/projects.json:6:7: $.en[0].customer: texts are plain here: <b> ${PLAIN}`,
  ],
  'an unknown key, such as a misspelt "title"': [
    edit('content/projects.json', '"Client A",\n      "title"', '"Client A",\n      "titel"'),
    'content/projects.json:7:7: $.en[0].titel: unknown key "titel": did you mean "title"?',
  ],
  'a picture that does not exist': [
    edit(
      'content/experience.json',
      '"fixture.svg" },\n  { "key": "pp"',
      '"fixtures.svg" },\n  { "key": "pp"',
    ),
    'content/experience.json:2:37: $[0].image: public/images/fixtures.svg does not exist',
  ],
  'an id used twice': [
    edit('content/certifications.json', '{ "id": 2,', '{ "id": 1,'),
    'content/certifications.json:3:5: $[1].id: duplicate id 1',
  ],
  'a rating of 6': [
    edit('content/skills.json', '"rating": 5', '"rating": 6'),
    'content/skills.json:11:5: $[1].rating: must be at most 5 (found 6)',
  ],
  'half a star': [
    edit('content/skills.json', '"rating": 5', '"rating": 4.5'),
    'content/skills.json:11:5: $[1].rating: must be a whole number, with no decimal point, not 4.5',
  ],
  'a certification code in the wrong shape': [
    edit('content/certifications.json', '"AB-100"', '"AB100"'),
    'content/certifications.json:2:28: $[0].certification: expected an exam code such as PL-600 (found the text "AB100")',
  ],
  'an entry whose id differs between the languages': [
    edit(
      'content/services.json',
      '"nl": [\n    {\n      "id": 1,',
      '"nl": [\n    {\n      "id": 2,',
    ),
    'content/services.json:11:3: $.nl: nl has no service with id 1 (en has one)',
    'content/services.json:13:7: $.nl[0].id: en has no service with id 2 (nl has one)',
  ],
  'a project added in English only': [
    edit(
      'content/projects.json',
      '    { "id": 0, "type": "certificate", "title": "Certificates" }',
      `    ${project}"period": "2024", "branch": "B", "tags": ["t"] },\n` +
        '    { "id": 0, "type": "certificate", "title": "Certificates" }',
    ),
    'content/projects.json:16:3: $.nl: nl has no project with id 2 (en has one)',
  ],
  'the same projects in another order': [
    {
      'content/projects.json': (text) =>
        once(
          `},\n    ${certificate}\n  ]\n}`,
          '}\n  ]\n}',
        )(once('"nl": [\n    {', `"nl": [\n    ${certificate},\n    {`)(text)),
    },
    'content/projects.json:15:3: $.nl: lists the projects in another order than en: en has ids 1, 0',
  ],
  ...Object.fromEntries(
    ['2019-01', '2019/01', '01-02-2019'].map((written) => [
      `a date as a start year: ${written}`,
      [startYear(written), `content/experience.json:2:31: ${written} ${NOT_ONE_NUMBER}`],
    ]),
  ),
  ...Object.fromEntries(
    ['10 000', '10,000', '10.000.000', '3,5'].map((written) => [
      `a timeout with separators: ${written}`,
      [
        timeout(written),
        new RegExp(`^content/notices\\.json:3:\\d+: ${written} ${NOT_ONE_NUMBER}$`),
      ],
    ]),
  ),
  'a timeout with a thousands dot, which JSON reads as 10': [
    timeout('10.000'),
    /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: 10\.000 is read as 10: write a plain number, such as 2019 \/ 10000$/,
  ],
  'a timeout of over ten minutes': [
    timeout('6000000'),
    /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: is in milliseconds \(1000 is one second\), and 6000000 is over ten minutes: write at most 600000$/,
  ],
  'a timeout under a second, written as if in seconds': [
    timeout('10'),
    /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: is in milliseconds \(1000 is one second\), and 10 is under a second: write 10000 for ten seconds$/,
  ],
  'every problem at once, across files': [
    {
      ...edit('content/skills.json', '"rating": 5', '"rating": 6'),
      ...edit('content/certifications.json', '"AB-100"', '"AB100"'),
      ...nl('"Tot ziens"', '"Tot ziens",'),
    },
    /certifications\.json/,
    /skills\.json/,
    /nl\.json/,
  ],
};

it.each(Object.entries(MISTAKES))('names %s', (_, [edits, ...expected]) => {
  expect(problemsWith(edits)).toEqual(
    expected.map((problem) =>
      typeof problem === 'string' ? problem : expect.stringMatching(problem),
    ),
  );
});

it('names a key added in both languages, which code shows or not', () => {
  const added = (text: string) => text.replace(/("bye": "[^"]+")/, '$1,\n    "wave": "Wave"');
  const edits = { 'messages/en.json': added, 'messages/nl.json': added };
  expect(problemsWith(edits, new Set(['Greeting', 'wave']))).toEqual([
    'messages/en.json:5:5: $.Greeting.wave: new, and not yet in messages/catalog.schema.json: run npm run generate (the code that shows it is there)',
  ]);
  expect(problemsWith(edits, new Set(['Greeting']))).toEqual(
    ['en', 'nl'].map(
      (language) =>
        `messages/${language}.json:5:5: $.Greeting.wave: the site has no text called Greeting.wave (a new key also needs code that shows it)`,
    ),
  );
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

  it('name, with the place, a toast switched on that leaves before it can be read', () => {
    expect(warningsWith({ 'content/notices.json': toastOn(1000) })).toEqual([
      expect.stringMatching(
        /^content\/notices\.json:3:\d+: \$\.availability\.en\.timeout: .*1000 ms.*3 words.*at least 2000 ms/,
      ),
    ]);
    // A warning is not a problem, and a toast that stays long enough is no warning.
    expect(problemsWith({ 'content/notices.json': toastOn(1000) })).toEqual([]);
    expect(warningsWith({ 'content/notices.json': toastOn(2000) })).toEqual([]);
  });

  it('name a toast or a site-offline bar switched on in one language only', () => {
    expect(warningsWith({ 'content/notices.json': enToastOn(2000) })).toEqual([
      'content/notices.json:4:13: $.availability.nl.enabled: the toast is on in en but not in nl: switch it on in both',
    ]);
    const offline = '"nl": { "enabled": false, "title": "Offline"';
    const edits = edit('content/notices.json', offline, offline.replace('false', 'true'));
    expect(warningsWith(edits)).toEqual([
      'content/notices.json:7:13: $.siteOffline.en.enabled: the site-offline bar is on in nl but not in en: switch it on in both',
    ]);
  });

  it('name a start year still to come, which is not a problem', () => {
    const thisYear = new Date().getFullYear();
    const year = (written: number) =>
      edit('content/experience.json', '"startYear": 2020', `"startYear": ${written}`);
    const edits = year(thisYear + 1);
    expect(warningsWith(edits)).toEqual([
      `content/experience.json:4:20: $[2].startYear: ${thisYear + 1} is after this year (${thisYear}): Home counts the years since the start year, so write the year the experience began`,
    ]);
    expect(problemsWith(edits)).toEqual([]);
    expect(warningsWith(year(thisYear))).toEqual([]);
  });
});
