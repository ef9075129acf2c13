// The fonts the visual tests draw with, whatever the machine has installed (decision 54).
//
// The shop names system fonts (system-ui first), so the same page is drawn in DejaVu Sans on one
// machine and in Noto Sans on another: a different height, a different wrap, and a failed
// picture that says nothing about the shop. The visual tests' browser gets a fontconfig of its
// own instead, offering only Noto Sans and Noto Sans Arabic as TrueType files from npm (Chromium
// takes no WOFF from fontconfig), with every generic family pointing at them. The journeys keep
// the system's fonts: they look for words, not pixels.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const folderOf = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));

/** The weights the shop's styles use (Tailwind's normal, medium, semibold and bold). */
const WEIGHTS = ['400Regular', '500Medium', '600SemiBold', '700Bold'];
const FAMILIES = ['@expo-google-fonts/noto-sans', '@expo-google-fonts/noto-sans-arabic'];

const GENERIC = ['system-ui', 'sans-serif', 'serif', 'monospace', 'ui-sans-serif', 'ui-monospace'];

/** Writes a fonts.conf into `dir` that offers only the pinned fonts; returns its path. */
export function pinnedFontsConfig(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const prefer = '<prefer><family>Noto Sans</family><family>Noto Sans Arabic</family></prefer>';
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...FAMILIES.flatMap((pkg) =>
      WEIGHTS.map((weight) => `  <dir>${join(folderOf(pkg), weight)}</dir>`),
    ),
    `  <cachedir>${join(dir, 'cache')}</cachedir>`,
    ...GENERIC.map(
      (family) => `  <alias binding="same"><family>${family}</family>${prefer}</alias>`,
    ),
    '</fontconfig>',
    '',
  ].join('\n');
  const file = join(dir, 'fonts.conf');
  writeFileSync(file, config);
  return file;
}
