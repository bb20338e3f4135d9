import type { Template } from 'aws-cdk-lib/assertions';
import { logFields } from '../../lambdas/http/logger';
import { metricsNamespace } from '../../lib/constructs/operations-alarms';
import { sharedAssembly } from './synth-stacks';
import {
  findServerFunction,
  onlyHttpApiResource,
  onlyResource,
  resourcesOf,
  type CfnResource,
} from './template-queries';

describe('operations alarms', () => {
  let template: Template;
  let alarms: CfnResource[];

  beforeAll(() => {
    template = sharedAssembly().statelessTemplate;
    alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
  });

  it('alarms on 5 or more 5xx answers of the API in 5 minutes, to the alarm topic', () => {
    const [apiId] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Api');
    const [topicId] = onlyResource(template, 'AWS::SNS::Topic');
    const serverErrors = alarms.find((alarm) => alarm.Properties.MetricName === '5xx');
    expect(serverErrors?.Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: topicId }],
    });
  });

  it("alarms when over 20 % of speech calls fall back from Bedrock, counted from the function's log field", () => {
    const [speechId, speech] = findServerFunction(template, 'process-grocery-speech')!;
    const [, filter] = onlyResource(template, 'AWS::Logs::MetricFilter');
    expect(filter.Properties.LogGroupName).toEqual({ Ref: speech.Properties.LoggingConfig.LogGroup.Ref });
    expect(filter.Properties.FilterPattern).toBe(`{ $.${logFields.speechFallback} IS TRUE }`);
    expect(filter.Properties.MetricTransformations).toEqual([
      expect.objectContaining({
        MetricNamespace: metricsNamespace,
        MetricName: 'SpeechBedrockFallbacks',
        MetricValue: '1',
      }),
    ]);

    const share = alarms.find((alarm) => alarm.Properties.Metrics)!;
    expect(share.Properties).toMatchObject({ Threshold: 20, ComparisonOperator: 'GreaterThanThreshold' });
    const metrics = share.Properties.Metrics as { Expression?: string; MetricStat?: any }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe('IF(calls > 0, 100 * fallbacks / calls, 0)');
    const invocations = metrics.find((m) => m.MetricStat?.Metric.MetricName === 'Invocations');
    expect(invocations?.MetricStat.Metric.Dimensions).toEqual([{ Name: 'FunctionName', Value: { Ref: speechId } }]);
  });
});
