import { Duration, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { logFields } from '../../lambdas/http/logger';

export interface OperationsAlarmsProps {
  readonly api: apigw.HttpApi;
  /** process-grocery-speech and its log group, where its Bedrock fallbacks are logged. */
  readonly speech: { readonly function: IFunction; readonly logGroup: logs.ILogGroup };
  /** Who gets the alarms by e-mail (`-c alarmEmail=...`); without it they show in CloudWatch only. */
  readonly alarmEmail?: string;
}

/** Namespace of the app's own metrics. */
export const metricsNamespace = 'ListaDeCompras';

/**
 * The alarms someone should look at: the API answering 5xx (5 or more in 5 minutes), and
 * the speech function falling back from Bedrock to the rules engine on more than 20 % of
 * its calls over 15 minutes (Bedrock throttled, the model unavailable or misconfigured).
 * The fallbacks are counted by a metric filter on the function's structured log field.
 */
export class OperationsAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly serverErrors: cloudwatch.Alarm;
  readonly speechFallbackShare: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Lista de Compras: alarmes', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and the messages carry alarm names only, no user data.',
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    const notify = new actions.SnsAction(this.topic);

    this.serverErrors = new cloudwatch.Alarm(this, 'ServerErrors', {
      alarmDescription: 'The HTTP API answered 5xx (functions failing or timing out).',
      metric: props.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    const fallbacks = new logs.MetricFilter(this, 'SpeechFallbacks', {
      logGroup: props.speech.logGroup,
      filterPattern: logs.FilterPattern.booleanValue(`$.${logFields.speechFallback}`, true),
      metricNamespace: metricsNamespace,
      metricName: 'SpeechBedrockFallbacks',
      metricValue: '1',
      defaultValue: 0,
    }).metric({ period: Duration.minutes(15), statistic: 'Sum' });
    const calls = props.speech.function.metricInvocations({ period: Duration.minutes(15), statistic: 'Sum' });
    this.speechFallbackShare = new cloudwatch.Alarm(this, 'SpeechFallbackShare', {
      alarmDescription: 'More than 20 % of speech calls fell back from Bedrock to the rules engine.',
      metric: new cloudwatch.MathExpression({
        expression: 'IF(calls > 0, 100 * fallbacks / calls, 0)',
        usingMetrics: { fallbacks, calls },
        label: 'Speech calls answered by the rules engine (%)',
        period: Duration.minutes(15),
      }),
      threshold: 20,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    for (const alarm of [this.serverErrors, this.speechFallbackShare]) alarm.addAlarmAction(notify);
  }
}
