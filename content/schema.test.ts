import { parseContent } from '@/lib/content';
import broken from './__fixtures__/profile.broken.json';
import shipped from './profile.json';
import { profileSchema } from './schema';

describe('profile.json', () => {
  it('is valid as shipped', () => {
    expect(() => parseContent('content/profile.json', profileSchema, shipped)).not.toThrow();
  });

  it('reports each broken field of a broken file by path', () => {
    expect(() => parseContent('profile.broken.json', profileSchema, broken)).toThrow(
      /profile\.broken\.json[\s\S]*\$\.name[\s\S]*\$\.phone[\s\S]*\$\.email[\s\S]*\$\.networkUrl/,
    );
  });

  it('rejects unknown keys, which are usually typos', () => {
    expect(() =>
      parseContent('content/profile.json', profileSchema, { ...shipped, emial: 'x@example.com' }),
    ).toThrow(/emial/);
  });
});
