import type { Ref } from 'react';

interface StepHeadingProps {
  step: 1 | 2;
  title: string;
  id: string;
  /** Focused when the step is entered by Next or Back, so a screen reader reads where it is. */
  headingRef: Ref<HTMLHeadingElement>;
}

export function StepHeading({ step, title, id, headingRef }: StepHeadingProps) {
  return (
    <h3 ref={headingRef} id={id} className="checkout-step__title" tabIndex={-1} data-testid="checkout-step-title">
      <span className="checkout-step__count">Step {step} of 2</span>
      <span className="visually-hidden">: </span>
      {title}
    </h3>
  );
}
