import { WaiverBookingNote } from './WaiverBookingNote';
import type { ReactNode } from 'react';
import { WAIVER_LIMITS } from '../../../domain/waivers/waiver-rules';
import { FieldError, FormField } from '@browser-kit/forms/form-field';
import { useLakeTodayInBrowser } from '@browser-kit/forms/use-lake-today';
import { waiverFieldId as id, type WaiverFormValues } from './waiver-form-state';
import type { WaiverFormState } from './use-waiver-form';

type TextField = {
  [K in keyof WaiverFormValues]: WaiverFormValues[K] extends string ? K : never;
}[keyof WaiverFormValues];
type CheckboxField = 'agreeToTerms' | 'agreeToRisks' | 'agreeToPhotos';

const { nameMax, phoneMax, emailMax, relationshipMax, medicalConditionsMax } = WAIVER_LIMITS;

/** One of the form's groups of fields, under its legend. */
function Group({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className ? `waiver-form__group ${className}` : 'waiver-form__group'}>
      <legend className="waiver-form__legend">{legend}</legend>
      <div className="waiver-form__grid">{children}</div>
    </fieldset>
  );
}

/** A labelled one-line text input, its optional hint under it. */
function TextInput({
  state,
  field,
  label,
  hint,
  wide = false,
  statementId,
  ...input
}: {
  state: WaiverFormState;
  field: TextField;
  label: string;
  hint?: ReactNode;
  wide?: boolean;
  /** A paragraph the input's value stands for (a signature's statement), read with the input. */
  statementId?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
  spellCheck?: boolean;
  className?: string;
}) {
  const { form, errors, aria, set } = state;
  const control = aria(field, hint !== undefined);
  const describedBy = [statementId, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FormField
      id={id(field)}
      label={label}
      required={control['aria-required'] === true}
      hint={hint}
      error={errors[field]}
      className={wide ? 'waiver-form__wide' : undefined}
    >
      <input
        {...control}
        aria-describedby={describedBy}
        type="text"
        {...input}
        className={input.className ? `input ${input.className}` : 'input'}
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    </FormField>
  );
}

/** 'About you': the booking it is for, the participant's name, date of birth and how to reach them. */
export function ParticipantFields({ state }: { state: WaiverFormState }) {
  const { form, errors, aria, set } = state;
  const today = useLakeTodayInBrowser();
  const earliest = today ? `${String(Number(today.slice(0, 4)) - WAIVER_LIMITS.maxAgeYears).padStart(4, '0')}${today.slice(4)}` : undefined;
  return (
    <Group legend="About the participant">
      <TextInput
        state={state}
        field="bookingReference"
        label="Booking reference (optional)"
        hint="From your confirmation email. Leave it blank if you do not have one yet."
        wide
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      <WaiverBookingNote bookingKey={form.bookingReference.trim()} />
      <TextInput state={state} field="firstName" label="First name" autoComplete="given-name" maxLength={nameMax} />
      <TextInput state={state} field="lastName" label="Last name" autoComplete="family-name" maxLength={nameMax} />
      <FormField
        id={id('dateOfBirth')}
        label="Date of birth"
        required
        hint="Participants under 18 need a parent or guardian to sign with them."
        error={errors.dateOfBirth}
        className="waiver-form__wide"
      >
        <input
          {...aria('dateOfBirth', true)}
          className="input waiver-form__date"
          type="date"
          autoComplete="bday"
          min={earliest}
          max={today}
          value={form.dateOfBirth}
          onChange={(e) => set('dateOfBirth', e.target.value)}
        />
      </FormField>
      <TextInput
        state={state}
        field="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={emailMax}
      />
      <TextInput state={state} field="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={phoneMax} />
    </Group>
  );
}

/** Who to call if something goes wrong on the water, and what the guide should know. */
export function EmergencyFields({ state }: { state: WaiverFormState }) {
  const { form, errors, aria, set } = state;
  return (
    <Group legend="Emergency contact and health">
      <TextInput
        state={state}
        field="emergencyContactName"
        label="Emergency contact name"
        hint="Someone who is not on the trip."
        autoComplete="off"
        maxLength={nameMax}
      />
      <TextInput
        state={state}
        field="emergencyContactPhone"
        label="Emergency contact phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={phoneMax}
      />
      <FormField
        id={id('medicalConditions')}
        label="Medical conditions, allergies or medication (optional)"
        hint="Anything the guide should know to keep you safe. Only the guide and staff see it."
        error={errors.medicalConditions}
        className="waiver-form__wide"
      >
        <textarea
          {...aria('medicalConditions', true)}
          className="textarea"
          rows={3}
          maxLength={medicalConditionsMax}
          value={form.medicalConditions}
          onChange={(e) => set('medicalConditions', e.target.value)}
        />
      </FormField>
    </Group>
  );
}

/** A checkbox with its label beside it, an optional hint and its error. */
function CheckField({ state, field, label, hint }: { state: WaiverFormState; field: CheckboxField; label: string; hint?: string }) {
  const { form, errors, aria, set } = state;
  const control = aria(field, hint !== undefined);
  return (
    <div className="waiver-form__check-field">
      <div className="waiver-form__check">
        <input {...control} type="checkbox" checked={form[field]} onChange={(e) => set(field, e.target.checked)} />
        <label htmlFor={control.id}>
          {label}
          {control['aria-required'] ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {hint ? (
        <p id={`${control.id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={control.id} error={errors[field]} />
    </div>
  );
}

/** The agreements: the terms and the risks (both required), the photos (optional). */
export function AgreementFields({ state }: { state: WaiverFormState }) {
  return (
    <fieldset className="waiver-form__group">
      <legend className="waiver-form__legend">Agreement</legend>
      <CheckField state={state} field="agreeToTerms" label="I have read and agree to the terms and conditions of this waiver" />
      <CheckField
        state={state}
        field="agreeToRisks"
        label="I understand the risks of fishing from a boat on open water, and I accept them"
      />
      <CheckField
        state={state}
        field="agreeToPhotos"
        label="Photos and videos of me from the trip may be used on the website and social media (optional)"
        hint="Leaving this unticked does not affect your trip."
      />
    </fieldset>
  );
}

/** The participant's typed signature: their first and last name as entered above. */
export function SignatureField({ state }: { state: WaiverFormState }) {
  const { form } = state;
  const fullName = `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
  return (
    <Group legend="Signature">
      <p id="waiver-signature-statement" className="waiver-form__statement waiver-form__wide">
        By typing my full name below I sign this waiver electronically. I confirm that I have read and understood the terms, and that the
        information I have given is true.
      </p>
      <TextInput
        state={state}
        field="signature"
        label="Signature: type your full name"
        hint={fullName ? `Type: ${fullName}` : 'Your first and last name, as entered above.'}
        wide
        autoComplete="off"
        spellCheck={false}
        maxLength={nameMax * 2 + 1}
        className="waiver-form__signature"
        statementId="waiver-signature-statement"
      />
    </Group>
  );
}

/**
 * The parent or guardian's part, for a participant under 18: their name, relationship and typed
 * signature, under the wording of the terms' section for participants under 18, which is an
 * acknowledgement of the risks and the rules on the child's behalf, not a release of the child's
 * own claims (a parent in Alberta generally cannot waive those).
 */
export function GuardianFields({ state }: { state: WaiverFormState }) {
  const { form } = state;
  const participant = form.firstName.trim() || 'the participant';
  const guardianName = form.guardianName.trim();
  return (
    <Group legend="Parent or guardian" className="waiver-form__guardian">
      <div className="waiver-form__wide" id="waiver-guardian-statement">
        <p className="waiver-form__statement">
          The participant is under 18, so a parent or legal guardian completes this part and signs too.
        </p>
        <p className="waiver-form__statement">
          By typing my name as the guardian&apos;s signature, I confirm that I am {participant}&apos;s parent or legal guardian; that I have
          read these terms, including the section for participants under 18; that I understand the risks of the trip and acknowledge them on{' '}
          {participant}&apos;s behalf; that {participant} will follow the rules and the guide&apos;s instructions, including wearing a
          lifejacket on the water; and that the information on this form is true. This acknowledges the risks; it does not release{' '}
          {participant}&apos;s own legal claims.
        </p>
      </div>
      <TextInput state={state} field="guardianName" label="Parent or guardian's full name" autoComplete="off" maxLength={nameMax} />
      <TextInput
        state={state}
        field="guardianRelationship"
        label="Relationship to the participant"
        hint="For example: mother, father, legal guardian."
        autoComplete="off"
        maxLength={relationshipMax}
      />
      <TextInput
        state={state}
        field="guardianSignature"
        label="Parent or guardian's signature: type your full name"
        hint={guardianName ? `Type: ${guardianName}` : "The parent or guardian's full name, as entered above."}
        wide
        autoComplete="off"
        spellCheck={false}
        maxLength={nameMax}
        className="waiver-form__signature"
        statementId="waiver-guardian-statement"
      />
    </Group>
  );
}
