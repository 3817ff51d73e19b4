/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { ActionButton, Code, MailLayout, Paragraph, PlainLink } from "../layout";
import { useMailSettings } from "../frame";

export interface SignUpVerificationProps {
  firstname: string;
  /** The verification link (one use, expires). */
  link: string;
  /** How long the link works. */
  hours: number;
}

/** Sign-up: the link that creates the account. */
export function SignUpVerificationMail({ firstname, link, hours }: SignUpVerificationProps) {
  const { brandName } = useMailSettings();
  return (
    <MailLayout
      preview="Verify your email address to finish signing up."
      title="Verify your email address"
    >
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        Welcome to {brandName}. Open this link within {hours} hours to verify your email address and
        finish creating your account.
      </Paragraph>
      <ActionButton href={link}>Verify my email address</ActionButton>
      <PlainLink href={link} />
      <Paragraph>If you did not sign up, you can ignore this mail: no account is made.</Paragraph>
    </MailLayout>
  );
}

/** Sign-up with an address that already has an account: tells its owner, carries no link. */
export function SignUpExistingMail() {
  const { brandName } = useMailSettings();
  return (
    <MailLayout
      preview="Someone tried to sign up with your address."
      title="Someone tried to sign up with your address"
    >
      <Paragraph>
        Someone tried to create a {brandName} account with this email address, which already has
        one. If it was you, log in, or use Forgot password to set a new password. If not, you can
        ignore this mail.
      </Paragraph>
    </MailLayout>
  );
}

export interface PasswordResetCodeProps {
  /** The 6-digit code. */
  code: string;
  minutes: number;
}

/** Forgot password: the 6-digit code the reset dialog asks for. */
export function PasswordResetCodeMail({ code, minutes }: PasswordResetCodeProps) {
  return (
    <MailLayout preview={`Your code is ${code}.`} title="Your password reset code">
      <Paragraph>
        Enter this code in the reset password form. It expires in {minutes} minutes.
      </Paragraph>
      <Code>{code}</Code>
      <Paragraph>
        If you did not ask to reset your password, you can ignore this mail: your password stays as
        it is.
      </Paragraph>
    </MailLayout>
  );
}

/** Change password: a notice, so a stranger's change does not go unseen. */
export function PasswordChangedMail() {
  const { brandName } = useMailSettings();
  return (
    <MailLayout preview="Your password was changed." title="Your password was changed">
      <Paragraph>
        The password of your {brandName} account was changed, and every other device was logged out.
        If it was not you, use Forgot password to set a new one.
      </Paragraph>
    </MailLayout>
  );
}
