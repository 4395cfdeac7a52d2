import settings from '../../../project.inlang/settings.json' with { type: 'json' };
import type { Locale } from './paraglide/runtime.js';

/** The languages the shop speaks, as project.inlang/settings.json names them. */
export const baseLocale = settings.baseLocale as Locale;
export const locales = settings.locales as readonly Locale[];
export type { Locale };
