/**
 * The content gate's core, with no Node imports: it runs in `npm run validate`, the build and the dev
 * server (through scripts/lib/content/validate/, which reads the files) and in the browser.
 *
 *     const { problems } = validateDocuments({
 *       documents: new Map([['content/site.json', siteText], ['content/pages/faqs.json', faqsText], ...]),
 *       schemas,                                     // every schemas/**\/*.schema.json, parsed
 *       compile: compileSchemas,                     // of ./compile.ts: ajv compiles them in this process
 *       publicFiles: { paths: new Set(['/images/home/paris.jpg', ...]), label: 'public' },
 *     });
 *
 * Each problem names its file, line and column, the path in words and what to do.
 */
export { validateDocuments, createPageChecker, createSitePageChecker, type ContentDocuments } from './validate.ts';
export { byPlace, fileProblem, formatProblem, type Problem, type ValidationResult } from './problem.ts';
export { PROBLEM_KINDS, type ProblemCode, type ProblemKind } from './kinds.ts';
export type { PublicFiles } from './links.ts';
export { describeIds } from './collections.ts';
export { SITE_KEYWORDS } from './schemas.ts';
export { STRING_LIMITS } from './strings.ts';
export { sampleAlt } from './pictures.ts';
export { decodeContent, describePointer, maxBytesOf, tooLarge } from './source.ts';
