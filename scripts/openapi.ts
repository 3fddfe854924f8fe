import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../server/api/openapi.ts';

// `npm run build` writes the contract's OpenAPI document for operators (docs/api.md points here).
writeFileSync(new URL('../docs/openapi.json', import.meta.url), `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log('docs/openapi.json written');
