/**
 * `npm run serve`: serves the last build on http://localhost:4173 (PORT overrides; HOST sets the address
 * to listen on, 127.0.0.1 by default when TRUST_PROXY is set). The server itself is src/server/.
 */
import { serveSite } from '../src/server/site.ts';

serveSite();
