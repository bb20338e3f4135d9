import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

const packs = () => [new AwsSolutionsChecks(), new ServerlessChecks()];

/**
 * cdk-nag's AwsSolutions and Serverless packs on the whole app: synthesis (`npm run synth`,
 * `cdk deploy`) fails on any finding that is neither fixed nor acknowledged, with its
 * reason, on its own construct.
 */
export function applyCompliancePacks(app: App): void {
  Validations.of(app).addPlugins(...packs());
}

/**
 * Acknowledges every finding of a construct we do not write, such as CDK's own
 * deploy-time custom resources, whose runtime and policies CDK sets. Called once the
 * construct is complete; findings of our own constructs are acknowledged one by one.
 */
export function acknowledgeAllFindings(scope: IConstruct, reason: string): void {
  for (const pack of packs()) {
    for (const violation of pack.validateScope(scope).violations) {
      Validations.of(scope).acknowledge({ id: violation.ruleName, reason });
    }
  }
}
