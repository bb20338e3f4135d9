import * as z from 'zod';
import { extractSpeech } from '../lambdas/domain/speech/extract-speech';
import { runJsonLinesCli } from './json-lines-cli';

/**
 * `npm run --silent speech:parse`: reads JSON lines {"transcript","currentItems"} on
 * stdin and prints one JSON line {"add","remove"} per input line from the offline engine.
 */
runJsonLinesCli(
  z.object({ transcript: z.string(), currentItems: z.array(z.string()).default([]) }),
  ({ transcript, currentItems }) => extractSpeech(transcript, currentItems),
);
