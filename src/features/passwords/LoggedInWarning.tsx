/**
 * The warning of [§8](docs/CONTRACT.md#8-notices) that a visitor who is already logged in gets in place of the
 * create-password form: drawn on the server for the first paint (CreatePassword.astro), and by the island when
 * a session is found once it runs.
 */
export function LoggedInWarning({ className }: { className?: string }) {
  return (
    <div className={`form-message form-message--warning${className ? ` ${className}` : ''}`}>
      <p>You are already Logged-In as a different User, Please Logout to Create a New Password</p>
      <p>
        <a className="button" href="/logout">
          Logout
        </a>
      </p>
    </div>
  );
}
