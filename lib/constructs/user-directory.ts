import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ServerFunction } from './server-function';

export interface UserDirectoryProps {
  /**
   * When true, new accounts must confirm their e-mail with a code Cognito sends, and the
   * PreSignUp trigger is left out. Default false: the trigger confirms the account at
   * sign-up, as the spec wants ("Conta criada com sucesso!" and signed in at once).
   * Cognito's built-in e-mail sender allows only a few messages a day; a deployment that
   * turns this on for real users should configure SES.
   */
  readonly emailVerification?: boolean;
}

/**
 * The Cognito user pool and the web app's client: e-mail sign-in, a required name, the
 * spec's password rule (at least 6 characters, nothing more), recovery by e-mail. The
 * client has no secret (it runs in the browser) and allows USER_PASSWORD_AUTH, which is
 * what the local cognito-local supports, plus SRP so a later switch needs no redeploy.
 */
export class UserDirectory extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The PreSignUp trigger, absent when `emailVerification` is on. */
  readonly preSignUp?: ServerFunction;

  constructor(scope: Construct, id: string, props: UserDirectoryProps = {}) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { fullname: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailSubject: 'Lista de Compras por Voz: seu código de verificação',
        emailBody: 'Seu código de verificação é {####}',
        emailStyle: cognito.VerificationEmailStyle.CODE,
        smsMessage: 'Seu código de verificação é {####}',
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const pool = Validations.of(this.userPool);
    pool.acknowledge({
      id: 'AwsSolutions-COG1',
      reason: 'Product rule (spec): a password of at least 6 characters and nothing more.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'The spec has no second factor: e-mail and password only, for a grocery list.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        "The Plus feature plan's threat protection costs per active user; the accounts hold grocery lists, not payment data (Stripe keeps that).",
    });

    if (!props.emailVerification) {
      this.preSignUp = new ServerFunction(this, 'PreSignUp', { name: 'pre-sign-up' });
      this.userPool.addTrigger(cognito.UserPoolOperation.PRE_SIGN_UP, this.preSignUp.function);
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      // The app signs in through the Cognito API, never the hosted UI.
      disableOAuth: true,
    });
  }
}
