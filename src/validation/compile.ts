/** The schemas compiled with ajv in this process: how the browser checks (Node loads code kept on disk instead). */
import Ajv, { _, Name, str } from 'ajv';
import addFormats from 'ajv-formats';
import { compilerOf } from './schemas.ts';

export const compileSchemas = compilerOf({ Ajv, addFormats, _, str, Name });
