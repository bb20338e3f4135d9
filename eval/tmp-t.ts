import { extractSpeech } from '@domain/speech/extract-speech';
import { readFileSync } from 'node:fs';
for (const line of readFileSync(0, 'utf8').split('\n').filter(Boolean)) { const [t, l] = line.split(' || '); const g = extractSpeech(t!, l ? l.split(',') : []); console.log(t, '=>', g.add.map((a) => `${a.name}${a.quantity !== 1 || a.unit ? ` ${a.quantity}${a.unit ? ' ' + a.unit : ''}` : ''}`).join(' | '), g.remove.length ? 'REMOVE ' + g.remove.join('|') : ''); }
