import * as z from 'zod/mini';
import { categoriesAnswerSchema, categoriesToolJsonSchema } from '../../lambdas/adapters/bedrock/bedrock-categoriser';
import { speechAnswerSchema, speechToolJsonSchema } from '../../lambdas/adapters/bedrock/bedrock-speech-engine';

/** The tool schemas sent to Bedrock are written out by hand; they must say what the validators check. */
function generated(schema: z.ZodMiniType) {
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return jsonSchema;
}

describe('the tool schemas the Bedrock engines force', () => {
  it('match the zod schemas that validate the answers', () => {
    expect(speechToolJsonSchema).toEqual(generated(speechAnswerSchema));
    expect(categoriesToolJsonSchema).toEqual(generated(categoriesAnswerSchema));
  });
});
