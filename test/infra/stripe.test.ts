import type { Template } from 'aws-cdk-lib/assertions';
import { serverFunctionNames, serverFunctions } from '../../lib/server-functions';
import { stripeParameterNames } from '../../lib/stripe-parameters';
import { sharedAssembly, testEnv } from './synth-stacks';
import { actionsOf, findServerFunction, resourcesOf, statementsOfFunction } from './template-queries';

describe('Stripe in the stateless stack', () => {
  let template: Template;

  beforeAll(() => {
    template = sharedAssembly().statelessTemplate;
  });

  const stripeFunctions = serverFunctionNames.filter((name) => 'usesStripe' in serverFunctions[name]);
  const parameterArns = Object.values(stripeParameterNames).map(
    (name) => `arn:aws:ssm:${testEnv.region}:${testEnv.account}:parameter${name}`,
  );
  /** An ARN as CloudFormation will resolve it: `Fn::Join` of strings and the partition. */
  const resolvedArn = (resource: unknown): string => {
    if (typeof resource === 'string') return resource;
    const [, parts] = (resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    return parts.map((part) => (typeof part === 'string' ? part : 'aws')).join('');
  };

  it('routes POST /webhooks/stripe to the webhook function with no authorizer (Stripe signs instead)', () => {
    const route = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).find(
      (r) => r.Properties.RouteKey === 'POST /webhooks/stripe',
    );
    expect(route?.Properties.AuthorizationType).toBe('NONE');
    expect(template.findOutputs('StripeWebhookUrl').StripeWebhookUrl?.Value).toBeDefined();
  });

  it.each(['create-checkout', 'customer-portal', 'stripe-webhook'])(
    '%s may read the two Stripe parameters, and only those, and holds no key',
    (name) => {
      expect(stripeFunctions).toContain(name);
      const [, fn] = findServerFunction(template, name)!;
      const ssm = statementsOfFunction(template, fn).filter((s) => actionsOf([s]).some((a) => a.startsWith('ssm:')));
      expect(actionsOf(ssm)).toEqual(['ssm:GetParameter']);
      expect(ssm.flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource])).map(resolvedArn)).toEqual(
        parameterArns,
      );
      const variables = fn.Properties.Environment.Variables;
      expect(variables).toMatchObject({
        STRIPE_SECRET_KEY_PARAMETER: stripeParameterNames.secretKey,
        STRIPE_WEBHOOK_SECRET_PARAMETER: stripeParameterNames.webhookSecret,
      });
      expect(variables).not.toHaveProperty('STRIPE_SECRET_KEY');
      expect(variables).not.toHaveProperty('STRIPE_WEBHOOK_SECRET');
    },
  );

  it('reads the parameters through the Parameters and Secrets extension on the Stripe functions only', () => {
    for (const name of serverFunctionNames) {
      const found = findServerFunction(template, name);
      if (!found) continue;
      const layers = JSON.stringify(found[1].Properties.Layers ?? []);
      const variables = found[1].Properties.Environment.Variables as Record<string, unknown>;
      if (stripeFunctions.includes(name)) {
        expect(layers).toContain('AWS-Parameters-and-Secrets-Lambda-Extension-Arm64');
        expect(variables).toMatchObject({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773' });
      } else {
        expect(layers).toBe('[]');
        expect(variables).not.toHaveProperty('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT');
      }
    }
  });

  it('gives no other function access to the Stripe parameters', () => {
    for (const name of serverFunctionNames.filter((n) => !stripeFunctions.includes(n))) {
      const found = findServerFunction(template, name);
      if (!found) continue;
      expect(actionsOf(statementsOfFunction(template, found[1])).filter((a) => a.startsWith('ssm:'))).toEqual([]);
    }
  });

  it('puts no Stripe secret anywhere in the template', () => {
    expect(JSON.stringify(template.toJSON())).not.toMatch(/sk_(test|live)_|whsec_/);
  });
});
