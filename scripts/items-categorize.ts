import * as z from 'zod';
import { categoriseItem } from '../lambdas/domain/categories/categorise-item';
import { runJsonLinesCli } from './json-lines-cli';

/**
 * `npm run --silent items:categorize`: reads JSON lines {"name"} on stdin and prints one
 * JSON line {"name","category"} per input line from the offline categoriser.
 */
runJsonLinesCli(z.object({ name: z.string() }), ({ name }) => ({ name, category: categoriseItem(name).category }));
