import type { HTMLAttributes } from "react";

const keepPage = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * One knob's control in a form of its own. On each change of a select, Chromium's autofill reads the
 * form the control belongs to, every field with its label; a control outside any form belongs to the
 * page's one implicit form of every control (38 of them here): a 3-8 ms task on the page's thread while
 * the engine runs the new setting. In a form of its own it reads one field. Never submitted: Enter in
 * a number field would otherwise reload the page.
 */
export function FieldForm(props: HTMLAttributes<HTMLFormElement>) {
  return <form {...props} onSubmit={keepPage} />;
}
