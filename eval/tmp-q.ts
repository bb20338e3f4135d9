import { readQuantity } from '@domain/speech/read-quantity';
import { tokenize } from '@domain/speech/tokenize';
import { isHeadWord, isBrandWord } from '@domain/speech/lexicon-index';
const t = tokenize('papel toalha de 2 rolos branco', isHeadWord, isBrandWord);
console.log(t.map((x) => x.fold + (x.head ? '*' : '')).join(' '), readQuantity(t, 3, false));
