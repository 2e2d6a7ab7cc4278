import { applyChoice, choiceForScheme, choiceForValue, THEME_CHOICES } from './theme-choice';

it('offers light (1), dark (2) and high contrast (3)', () => {
  expect(THEME_CHOICES.map(({ value, scheme }) => [value, scheme])).toEqual([
    ['1', 'light'],
    ['2', 'dark'],
    ['3', 'contrast'],
  ]);
});

it('reads light until the active scheme is known', () => {
  expect(choiceForScheme(undefined).value).toBe('1');
  expect(choiceForScheme('contrast').value).toBe('3');
});

it('rejects option values that are not one of the three', () => {
  expect(choiceForValue('4')).toBeUndefined();
  expect(choiceForValue('2')?.scheme).toBe('dark');
});

describe('applyChoice', () => {
  function applied(value: string) {
    const calls: string[] = [];
    applyChoice(choiceForValue(value)!, {
      setMode: (mode) => calls.push(`mode:${mode}`),
      setColorScheme: (schemes) => calls.push(`dark:${schemes.dark}`),
    });
    return calls;
  }

  it('switches light by mode alone', () => {
    expect(applied('1')).toEqual(['mode:light']);
  });

  it('puts dark and high contrast in the dark slot', () => {
    expect(applied('2')).toEqual(['dark:dark', 'mode:dark']);
    expect(applied('3')).toEqual(['dark:contrast', 'mode:dark']);
  });
});
