import { Button, INQUIRY_TYPES, type InquiryType } from '@vital/shared';
import { useId } from 'react';
import { Field, FieldGrid, Input, invalidProps, RequiredNote, Select, TextArea, type FieldError } from '../forms/fields';
import { FormStack } from '../forms/form-layout';
import { PhoneInput } from '../forms/phone-input';
import { contactCopy } from './content/contact';
import { useContactForm, type ContactField } from './use-contact-form';

const copy = contactCopy.form;

/**
 * The message form (docs/product.md, Forms). The browser's own validation is off
 * so that missing fields get the required-fields toast; each missing field, and a
 * field the API refuses, is also marked with what is wrong beneath it, and the
 * first of them is brought to the middle of the screen and given focus: clear of
 * the toast, read out with what is wrong.
 */
export function ContactForm() {
  const { values, update, submit, isSending, errors } = useContactForm();
  const id = useId();
  const ids: Record<ContactField, string> = {
    firstName: `${id}-first-name`,
    lastName: `${id}-last-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    inquiryType: `${id}-inquiry-type`,
    message: `${id}-message`,
  };
  const errorOf = (field: ContactField): FieldError | undefined => {
    const message = errors[field];
    return message ? { id: `${ids[field]}-error`, message } : undefined;
  };

  return (
    <FormStack
      noValidate
      aria-label={copy.label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit().then(([first]) => {
          const control = first && document.getElementById(ids[first]);
          if (!control) return;
          control.scrollIntoView({ block: 'center' });
          control.focus({ preventScroll: true });
        });
      }}
    >
      <RequiredNote />
      <FieldGrid>
        <Field label={copy.firstName} htmlFor={ids.firstName} error={errorOf('firstName')} isRequired>
          <Input
            id={ids.firstName}
            name="firstName"
            autoComplete="given-name"
            required
            {...invalidProps(errorOf('firstName'))}
            value={values.firstName}
            onChange={(event) => update({ firstName: event.target.value })}
          />
        </Field>
        <Field label={copy.lastName} htmlFor={ids.lastName} error={errorOf('lastName')}>
          <Input
            id={ids.lastName}
            name="lastName"
            autoComplete="family-name"
            {...invalidProps(errorOf('lastName'))}
            value={values.lastName}
            onChange={(event) => update({ lastName: event.target.value })}
          />
        </Field>
        <Field label={copy.email} htmlFor={ids.email} error={errorOf('email')} isRequired>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            required
            {...invalidProps(errorOf('email'))}
            value={values.email}
            onChange={(event) => update({ email: event.target.value })}
          />
        </Field>
        <Field label={copy.phone} htmlFor={ids.phone} error={errorOf('phone')}>
          <PhoneInput
            id={ids.phone}
            country={values.phoneCountry}
            number={values.phoneNumber}
            onCountryChange={(phoneCountry) => update({ phoneCountry })}
            onNumberChange={(phoneNumber) => update({ phoneNumber })}
            {...invalidProps(errorOf('phone'))}
          />
        </Field>
        <Field label={copy.inquiryType} htmlFor={ids.inquiryType} error={errorOf('inquiryType')} isRequired isWide>
          <Select
            id={ids.inquiryType}
            name="inquiryType"
            required
            {...invalidProps(errorOf('inquiryType'))}
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
        <Field label={copy.message} htmlFor={ids.message} error={errorOf('message')} isRequired isWide>
          <TextArea
            id={ids.message}
            name="message"
            rows={6}
            placeholder={copy.messagePlaceholder}
            required
            {...invalidProps(errorOf('message'))}
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
