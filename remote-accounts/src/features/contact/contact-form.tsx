import { Button, INQUIRY_TYPES, type InquiryType } from '@vital/shared';
import { useId } from 'react';
import { Field, FieldGrid, Input, RequiredNote, Select, TextArea } from '../forms/fields';
import { FormStack } from '../forms/form-layout';
import { PhoneInput } from '../forms/phone-input';
import { contactCopy } from './content/contact';
import { useContactForm } from './use-contact-form';

const copy = contactCopy.form;

/**
 * The message form (docs/product.md, Forms). The browser's own validation is off
 * so that missing fields get the required-fields toast; they are also marked invalid.
 */
export function ContactForm() {
  const { values, update, submit, isSending, missing } = useContactForm();
  const id = useId();
  const ids = {
    firstName: `${id}-first-name`,
    lastName: `${id}-last-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    inquiryType: `${id}-inquiry-type`,
    message: `${id}-message`,
  };

  return (
    <FormStack
      noValidate
      aria-label={copy.label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RequiredNote />
      <FieldGrid>
        <Field label={copy.firstName} htmlFor={ids.firstName} isRequired>
          <Input
            id={ids.firstName}
            name="firstName"
            autoComplete="given-name"
            required
            aria-invalid={missing.has('firstName') || undefined}
            value={values.firstName}
            onChange={(event) => update({ firstName: event.target.value })}
          />
        </Field>
        <Field label={copy.lastName} htmlFor={ids.lastName}>
          <Input
            id={ids.lastName}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => update({ lastName: event.target.value })}
          />
        </Field>
        <Field label={copy.email} htmlFor={ids.email} isRequired>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            required
            aria-invalid={missing.has('email') || undefined}
            value={values.email}
            onChange={(event) => update({ email: event.target.value })}
          />
        </Field>
        <Field label={copy.phone} htmlFor={ids.phone}>
          <PhoneInput
            id={ids.phone}
            country={values.phoneCountry}
            number={values.phoneNumber}
            onCountryChange={(phoneCountry) => update({ phoneCountry })}
            onNumberChange={(phoneNumber) => update({ phoneNumber })}
          />
        </Field>
        <Field label={copy.inquiryType} htmlFor={ids.inquiryType} isRequired isWide>
          <Select
            id={ids.inquiryType}
            name="inquiryType"
            required
            aria-invalid={missing.has('inquiryType') || undefined}
            value={values.inquiryType}
            onChange={(event) => update({ inquiryType: event.target.value as InquiryType | '' })}
          >
            <option value="">{copy.inquiryPlaceholder}</option>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={copy.message} htmlFor={ids.message} isRequired isWide>
          <TextArea
            id={ids.message}
            name="message"
            rows={6}
            placeholder={copy.messagePlaceholder}
            required
            aria-invalid={missing.has('message') || undefined}
            value={values.message}
            onChange={(event) => update({ message: event.target.value })}
          />
        </Field>
      </FieldGrid>
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? copy.submitting : copy.submit}
      </Button>
    </FormStack>
  );
}
