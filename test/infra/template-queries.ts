import type { Template } from 'aws-cdk-lib/assertions';

/** A CloudFormation resource as it appears in a synthesized template. */
export interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, any>;
}

export interface PolicyStatement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: Record<string, Record<string, unknown>>;
}

/** Resources of one type, keyed by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

/** The one resource of a type; fails the test when there are none or several. */
export function onlyResource(template: Template, type: string): [string, CfnResource] {
  const entries = Object.entries(resourcesOf(template, type));
  if (entries.length !== 1) throw new Error(`Expected one ${type}, found ${entries.length}`);
  return entries[0]!;
}

/**
 * The Lambda of a server function, found by its SERVICE_NAME (its catalogue
 * name), so CDK's own helper functions are never mistaken for ours.
 */
export function findServerFunction(template: Template, name: string): [string, CfnResource] | undefined {
  return Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(
    ([, fn]) => fn.Properties.Environment?.Variables?.SERVICE_NAME === name,
  );
}

/** Every IAM statement in the inline policies attached to a function's execution role. */
export function statementsOfFunction(template: Template, fn: CfnResource): PolicyStatement[] {
  const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[]);
}

/** The allowed actions of some statements, flattened. */
export function actionsOf(statements: readonly PolicyStatement[]): string[] {
  return statements
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
}

/**
 * API Gateway v2 resources of the HTTP API only (the stack also has the WebSocket API of live
 * lists): the Api itself, and the routes, authorizers, integrations and stages whose ApiId is it.
 */
export function httpApiResources(template: Template, type: string): Record<string, CfnResource> {
  const apis = resourcesOf(template, 'AWS::ApiGatewayV2::Api');
  const httpApiIds = Object.keys(apis).filter((id) => apis[id]!.Properties.ProtocolType === 'HTTP');
  return Object.fromEntries(
    Object.entries(resourcesOf(template, type)).filter(([id, resource]) =>
      type === 'AWS::ApiGatewayV2::Api'
        ? httpApiIds.includes(id)
        : httpApiIds.includes((resource.Properties.ApiId as { Ref?: string } | undefined)?.Ref ?? ''),
    ),
  );
}

/** The one resource of a type belonging to the HTTP API (see httpApiResources). */
export function onlyHttpApiResource(template: Template, type: string): [string, CfnResource] {
  const entries = Object.entries(httpApiResources(template, type));
  if (entries.length !== 1) throw new Error(`Expected one ${type} of the HTTP API, found ${entries.length}`);
  return entries[0]!;
}
