/** @jest-environment node */
import { once, problemsWith, SITE } from './check.test-utils';

// What an author types that reads right to them but not to JSON or next-intl: curly quotes, an
// unclosed {, a tag in a text. Each is named as the author sees it, at the place they typed it.
const home = process.cwd();
beforeAll(() => process.chdir(SITE));
afterAll(() => process.chdir(home));

const PLAIN =
  'would show as typed, so remove it (only the messages HomePage.start, HomePage.end, ' +
  'Persona.start and Persona.end can hold <b>bold words</b> or <contact>a link to the Contact page</contact>)';

describe('curly quotes', () => {
  it('around a text, as a word processor types them: named, with the straight quote to type', () => {
    const edits = { 'messages/nl.json': once('"bye": "Tot ziens"', '"bye": “Over mij”') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:4:12: a curly quote (“) where JSON needs a straight double quote: type " instead (keys and texts go between straight double quotes)',
    ]);
  });

  it('closing a text a straight quote opened: named where the curly one is', () => {
    const edits = { 'messages/nl.json': once('"bye": "Tot ziens"', '"bye": "Over mij”') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:4:21: a curly quote (”) where JSON needs a straight double quote: type " instead (keys and texts go between straight double quotes)',
    ]);
  });

  it('straight ones inside a text, which end it early: named where it ended, with what to type', () => {
    const edits = { 'messages/nl.json': once('"Tot ziens"', '"Wat ik "echt" voor je doe"') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:4:20: a " ended this text here: write \\" or use curly quotes “ ” inside a text',
    ]);
  });

  it('inside a text they are words like any other', () => {
    const edits = { 'messages/nl.json': once('"Tot ziens"', '"Tot “ziens”"') };
    expect(problemsWith(edits)).toEqual([]);
  });
});

it('a { with no } after it is named as unclosed, words after it or not', () => {
  const edits = {
    'messages/nl.json': once('Hallo {name}, welkom', 'Hallo {naam voor het formulier'),
  };
  expect(problemsWith(edits)).toEqual([
    'messages/nl.json:3:5: $.Greeting.hello: a { is not closed by }: a placeholder looks like {name}',
  ]);
});

describe('tags in a text', () => {
  it('bold words in both languages, in a text that is plain: refused in each, with how to get bold', () => {
    const edits = {
      'messages/en.json': once('"Goodbye"', '"<b>Goodbye</b>"'),
      'messages/nl.json': once('"Tot ziens"', '"<b>Tot ziens</b>"'),
    };
    expect(problemsWith(edits)).toEqual([
      `messages/en.json:4:5: $.Greeting.bye: texts are plain here: <b> ${PLAIN}`,
      `messages/nl.json:4:5: $.Greeting.bye: texts are plain here: <b> ${PLAIN}`,
    ]);
  });

  it('a script in one language only: named where it was added, not in the other file', () => {
    const edits = {
      'messages/en.json': once('"Goodbye"', '"Goodbye<script>alert(1)</script>"'),
    };
    expect(problemsWith(edits)).toEqual([
      `messages/en.json:4:5: $.Greeting.bye: texts are plain here: <script> ${PLAIN}`,
    ]);
  });

  it('a line break written as HTML, which the message reader leaves as text', () => {
    const edits = { 'messages/nl.json': once('Tot ziens', 'Tot<br/>ziens') };
    expect(problemsWith(edits)).toEqual([
      `messages/nl.json:4:5: $.Greeting.bye: texts are plain here: <br> ${PLAIN}`,
    ]);
  });

  it('bold words and a Contact link in a text that carries them, in one language only: fine', () => {
    const edits = { 'messages/nl.json': once('ik hoor graag', 'ik hoor <b>graag</b>') };
    expect(problemsWith(edits)).toEqual([]);
  });

  it('another tag in a text that carries tags: refused, with the ones it can hold', () => {
    const edits = { 'messages/nl.json': once('ik hoor graag', 'ik hoor <i>graag</i>') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:7:5: $.HomePage.end: <i> would show as typed: this text can hold only <b>bold words</b> or <contact>a link to the Contact page</contact>',
    ]);
  });

  it('a tag the site fills in, left out in one language: named there', () => {
    const edits = { 'messages/nl.json': once('<years></years> jaar', 'Jaren') };
    expect(problemsWith(edits)).toEqual([
      'messages/nl.json:10:13: $.ExperienceCards.it.message: leaves out <years></years>, where the site fills in its part of the text (such as a number): put it back where the other language has it',
    ]);
  });

  it('bold words in a text of content/, which is plain', () => {
    const edits = { 'content/projects.json': once('"Client A"', '"<b>Client A</b>"') };
    expect(problemsWith(edits)).toEqual([
      `content/projects.json:6:7: $.en[0].customer: texts are plain here: <b> ${PLAIN}`,
    ]);
  });
});
