import { readdirSync } from 'node:fs';
import type { ZodType } from 'zod';
import { parseContent } from '@/lib/content';
import brokenProjects from './__fixtures__/projects.broken.json';
import certifications from './certifications.json';
import experience from './experience.json';
import projects from './projects.json';
import services from './services.json';
import skills from './skills.json';
import tableSettings from './table-settings.json';
import { CONTENT_FILES } from './files';
import { projectsSchema, servicesSchema, skillsSchema, tableSettingsSchema } from './schema';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('the shipped content', () => {
  it.each(Object.values(CONTENT_FILES))('$file is valid', ({ file, schema, data }) => {
    expect(() => parseContent(file, schema as ZodType, data)).not.toThrow();
  });

  it('lists every content file in content/files.ts', () => {
    const listed = Object.values(CONTENT_FILES).map(({ file }) => file.replace('content/', ''));
    const present = readdirSync(__dirname).filter((name) => name.endsWith('.json'));
    expect(listed.sort()).toEqual(present.sort());
  });

  it('has five projects and a certificate entry with id 0 in both languages', () => {
    for (const locale of ['en', 'nl'] as const) {
      const entries = projects[locale];
      expect(entries.filter((entry) => entry.type === 'project').map((entry) => entry.id)).toEqual([
        1, 2, 3, 4, 5,
      ]);
      expect(entries.find((entry) => entry.type === 'certificate')?.id).toBe(0);
    }
    expect(projects.en[0]?.text?.join(' ')).toContain('200,000');
    expect(projects.nl[0]?.text?.join(' ')).toContain('200.000');
    expect(projects.en[3]?.text?.join(' ')).toContain('200 teams and sites');
  });

  it('has the ten certifications and seventeen skills of the consultant', () => {
    expect(certifications.map((item) => item.certification)).toEqual([
      'PL-600',
      'PL-400',
      '70-480',
      '70-346',
      '70-667',
      '70-668',
      '70-331',
      '70-332',
      '74-343',
      '74-344',
    ]);
    expect(skills.map((skill) => skill.rating)).toEqual([
      3, 3, 4, 4, 4, 2, 5, 4, 3, 3, 4, 3, 5, 4, 4, 4, 4,
    ]);
    expect(experience.map((item) => [item.key, item.startYear])).toEqual([
      ['it', 1999],
      ['pp', 2019],
      ['m365', 2016],
    ]);
  });

  it('has four services with Helpdesk disabled', () => {
    expect(services.en.map((service) => [service.label, service.disabled])).toEqual([
      ['Power Platform services', false],
      ['Microsoft 365 services', false],
      ['Helpdesk', true],
      ['Power Platform Expert Review', false],
    ]);
  });
});

describe('a broken content file', () => {
  it('names the file, the path and the reason for each problem', () => {
    expect(() => parseContent('content/projects.json', projectsSchema, brokenProjects)).toThrow(
      /content\/projects\.json[\s\S]*\$\.en\[0\]\.tags: Too small[\s\S]*\$\.en\[1\]\.type: Invalid discriminator value/,
    );
  });

  it('is caught when the two languages list different entries', () => {
    const broken = clone(projects);
    broken.nl.pop();
    expect(() => parseContent('content/projects.json', projectsSchema, broken)).toThrow(
      /\$\.nl: ids 1,2,3,4,5 differ from en 1,2,3,4,5,0/,
    );
  });

  it('is caught when a picture is missing', () => {
    const broken = clone(services);
    broken.nl[1]!.imageName = 'no-such-picture';
    expect(() => parseContent('content/services.json', servicesSchema, broken)).toThrow(
      /\$\.nl\[1\]\.imageName: public\/images\/services\/no-such-picture\.svg does not exist/,
    );
  });

  it('is caught when a rating is out of range or a key repeats', () => {
    const broken = clone(skills);
    broken[0]!.rating = 6;
    broken[1]!.key = 1;
    expect(() => parseContent('content/skills.json', skillsSchema, broken)).toThrow(
      /\$\[0\]\.rating: Too big[\s\S]*\$\[1\]\.key: duplicate key 1/,
    );
  });

  it('is caught when a column width is not a percentage', () => {
    const broken = clone(tableSettings);
    broken.nl[0]!.width = '10';
    expect(() => parseContent('content/table-settings.json', tableSettingsSchema, broken)).toThrow(
      /\$\.nl\[0\]\.width: expected a width in percent/,
    );
  });
});
