// `npm run i18n`: compiles the message catalogues (see scripts/i18n-options.mjs).
import { compile } from '@inlang/paraglide-js';
import { i18nOptions } from './i18n-options.mjs';

await compile(i18nOptions);
