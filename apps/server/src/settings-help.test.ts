import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.ts';
import { SETTINGS, settingsHelp } from './settings-help.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the settings table', () => {
  const documented = [...SETTING_NAMES, 'LOG_LEVEL'];

  it('in --help names every setting the server reads, and no other', () => {
    expect(SETTINGS.map(([name]) => name).sort()).toEqual([...documented].sort());
    for (const name of documented) expect(settingsHelp()).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  });

  it('in the README names every setting too', () => {
    for (const name of documented) expect(readme).toContain(`| \`${name}\``);
  });
});
