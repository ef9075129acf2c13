import type { AdminTheme } from '@storefront/contracts/admin-theme';
import { currencyPositions, formatPrice, priceFormats } from '@storefront/contracts/price';
import { type ReactNode, useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/ui/field.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { useCountries } from './api.ts';
import type { ThemeField, ThemeFormValues } from './form-values.ts';

type Texts = 'title' | 'copy_right' | 'metadata_title' | 'metadata_description';
type Addresses =
  | 'logo'
  | 'metadata_icon'
  | 'overrided_footer_image'
  | 'twitter_url'
  | 'facebook_url'
  | 'instagram_url'
  | 'youtube_url';
type Checks =
  | 'enforce_checkout_terms'
  | 'keep_out_of_stock_at_end'
  | 'can_register'
  | 'login_by_email'
  | 'login_by_otp';

/** An amount shown in each price format, so the choice reads as the shop will show it. */
const EXAMPLE_FILS = 12_345;

interface FieldsProps {
  form: UseFormReturn<ThemeFormValues>;
  /** A field's error as text (the API's as it came, the page's own checks translated). */
  message: (field: ThemeField) => string | undefined;
  menus: AdminTheme['menus'];
}

/** A section of the form: a card named by its legend (in the card, not on its border). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${cardClass} grid min-w-0 gap-4 p-4`}>
      <legend className="float-start text-base font-semibold text-neutral-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Checkboxes under a legend, with the group's hint and error read with it. */
function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy.join(' ') || undefined}>
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A text in English and Arabic side by side where there is room (Arabic right to left). */
function TextPair({
  field,
  label,
  form,
  message,
  long = false,
}: { field: Texts; label: string; long?: boolean } & Omit<FieldsProps, 'menus'>) {
  const { t } = useI18n();
  const side = (language: 'en' | 'ar') => ({
    label: t(language === 'en' ? 'theme.inEnglish' : 'theme.inArabic', { field: label }),
    lang: language,
    dir: language === 'en' ? 'ltr' : 'rtl',
    error: message(`${field}.${language}`),
    ...form.register(`${field}.${language}`),
  });
  return (
    <div className="grid gap-3 @xl:grid-cols-2">
      {long ? (
        <>
          <TextAreaField rows={3} {...side('en')} />
          <TextAreaField rows={3} {...side('ar')} />
        </>
      ) : (
        <>
          <TextField {...side('en')} />
          <TextField {...side('ar')} />
        </>
      )}
    </div>
  );
}

/** The colour: the system's picker and its #rrggbb code, one value. */
function ColourField({ form, message }: Omit<FieldsProps, 'menus'>) {
  const { t } = useI18n();
  const pickerId = useId();
  const color = useWatch({ control: form.control, name: 'color' });
  const valid = /^#[0-9a-f]{6}$/i.test(color.trim());
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div>
        <label htmlFor={pickerId} className="text-sm font-medium text-neutral-800">
          {t('theme.color')}
        </label>
        <input
          id={pickerId}
          type="color"
          className="mt-1 block h-9 w-16 cursor-pointer rounded-md border border-neutral-300 bg-white p-0.5"
          value={valid ? color.trim().toLowerCase() : '#000000'}
          onChange={(event) => {
            form.setValue('color', event.currentTarget.value, { shouldDirty: true });
            form.clearErrors('color');
          }}
        />
      </div>
      <TextField
        label={t('theme.colorHex')}
        hint={t('theme.colorHint')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        className="min-w-0 flex-1 basis-48"
        error={message('color')}
        {...form.register('color')}
      />
    </div>
  );
}

/** Every setting of the theme, in sections, as the storefront reads them. */
export function ThemeFields({ form, message, menus }: FieldsProps) {
  const { t, lang } = useI18n();
  const countries = useCountries(lang);
  const prices = useWatch({
    control: form.control,
    name: ['currency_label', 'currency_position'],
  });
  const pair = { form, message };

  const address = (field: Addresses, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      type={field.endsWith('_url') ? 'url' : 'text'}
      inputMode="url"
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      error={message(field)}
      {...form.register(field)}
    />
  );
  const check = (field: Checks, label: string) => (
    <CheckboxField label={label} {...form.register(field)} />
  );

  return (
    <div className="@container grid gap-4">
      <Section title={t('theme.brand')}>
        <TextPair field="title" label={t('theme.shopName')} {...pair} />
        <ColourField {...pair} />
        <div className="grid gap-3 @xl:grid-cols-2">
          {address('logo', t('theme.logo'), t('theme.addressHint'))}
          {address('metadata_icon', t('theme.icon'), t('theme.addressHint'))}
        </div>
      </Section>

      <Section title={t('theme.footer')}>
        <SelectField
          label={t('theme.mainMenu')}
          error={message('main_menu')}
          {...form.register('main_menu')}
        >
          {menus.map((menu) => (
            <option key={menu.id} value={String(menu.id)}>
              {inLanguage(menu.name, lang)}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="footer_menus"
          render={({ field }) => (
            <Group
              legend={t('theme.footerMenus')}
              hint={t('theme.footerMenusHint')}
              error={message('footer_menus')}
            >
              {menus.map((menu, index) => (
                <CheckboxField
                  key={menu.id}
                  // The first takes the focus when the API refuses the choice.
                  ref={index === 0 ? field.ref : undefined}
                  label={inLanguage(menu.name, lang)}
                  aria-invalid={message('footer_menus') ? true : undefined}
                  checked={field.value.includes(menu.id)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.currentTarget.checked
                        ? [...field.value, menu.id]
                        : field.value.filter((id) => id !== menu.id),
                    )
                  }
                />
              ))}
            </Group>
          )}
        />
        <TextPair field="copy_right" label={t('theme.copyright')} {...pair} />
        {address('overrided_footer_image', t('theme.footerImage'), t('theme.addressHint'))}
      </Section>

      <Section title={t('theme.social')}>
        <p className="text-xs text-neutral-600">{t('theme.socialHint')}</p>
        <div className="grid gap-3 @xl:grid-cols-2">
          {address('twitter_url', t('theme.twitter'))}
          {address('facebook_url', t('theme.facebook'))}
          {address('instagram_url', t('theme.instagram'))}
          {address('youtube_url', t('theme.youtube'))}
        </div>
      </Section>

      <Section title={t('theme.seo')}>
        <TextPair field="metadata_title" label={t('theme.metaTitle')} {...pair} />
        <TextPair field="metadata_description" label={t('theme.metaDescription')} long {...pair} />
      </Section>

      <Section title={t('theme.shopping')}>
        {check('enforce_checkout_terms', t('theme.enforceTerms'))}
        {check('keep_out_of_stock_at_end', t('theme.outOfStockLast'))}
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <Group legend={t('theme.languages')} error={message('languages')}>
              <CheckboxField label={t('theme.english')} checked disabled />
              <CheckboxField
                ref={field.ref}
                label={t('theme.arabic')}
                checked={field.value.includes('ar')}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.currentTarget.checked ? ['en', 'ar'] : ['en'])
                }
              />
            </Group>
          )}
        />
      </Section>

      <Section title={t('theme.prices')}>
        <div className="grid gap-3 @2xl:grid-cols-3">
          <SelectField
            label={t('theme.priceFormat')}
            error={message('price_format')}
            {...form.register('price_format')}
          >
            {priceFormats.map((format) => (
              <option key={format} value={format}>
                {t(`theme.priceFormat.${format}`, {
                  example: formatPrice(EXAMPLE_FILS, {
                    format,
                    currencyLabel: prices[0].trim() || 'KD',
                    currencyPosition: prices[1],
                  }),
                })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('theme.currencyLabel')}
            autoComplete="off"
            error={message('currency_label')}
            {...form.register('currency_label')}
          />
          <SelectField
            label={t('theme.currencyPosition')}
            error={message('currency_position')}
            {...form.register('currency_position')}
          >
            {currencyPositions.map((position) => (
              <option key={position} value={position}>
                {t(`theme.currencyPosition.${position}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Group legend={t('theme.accounts')}>
          <div className="grid gap-1">
            {check('can_register', t('theme.canRegister'))}
            {check('login_by_email', t('theme.loginByEmail'))}
            {check('login_by_otp', t('theme.loginByOtp'))}
          </div>
        </Group>
        <Controller
          control={form.control}
          name="default_country"
          render={({ field }) => {
            const listed = countries.data ?? [];
            const known = listed.some((country) => country.code === field.value);
            return (
              <SelectField
                label={t('theme.defaultCountry')}
                hint={t('theme.defaultCountryHint')}
                className="@xl:max-w-xs"
                error={message('default_country')}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              >
                {!known && <option value={field.value}>{field.value.toUpperCase()}</option>}
                {listed.map((country) => (
                  <option key={country.code} value={country.code}>
                    {`${country.name} (${country.phoneCode})`}
                  </option>
                ))}
              </SelectField>
            );
          }}
        />
      </Section>
    </div>
  );
}
