import type { ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';

/** A Converse answer in which the model called `toolName` with `input`, as a forced tool call returns. */
export function toolAnswer(toolName: string, input: unknown): ConverseCommandOutput {
  return {
    $metadata: {},
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 't1', name: toolName, input: input as never } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    metrics: { latencyMs: 1 },
  };
}
