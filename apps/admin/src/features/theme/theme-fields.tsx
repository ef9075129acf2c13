import type { AdminTheme } from '@storefront/contracts/admin-theme';
import { currencyPositions, priceFormats } from '@storefront/contracts/price';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/field.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import type { ThemeFormValues } from './form-values.ts';

type Texts = 'title' | 'copy_right' | 'metadata_title' | 'metadata_description';

export interface FieldsProps {
  values: ThemeFormValues;
  set: (changes: Partial<ThemeFormValues>) => void;
  errors: Readonly<Record<string, string>>;
  menus: AdminTheme['menus'];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${cardClass} grid gap-3 p-4`}>
      <legend className="px-1 text-sm font-semibold text-neutral-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A text in English and Arabic side by side (Arabic right to left). */
function TextPair({
  field,
  label,
  values,
  set,
  errors,
}: { field: Texts; label: string } & Pick<FieldsProps, 'values' | 'set' | 'errors'>) {
  const { t } = useI18n();
  const text = values[field];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('theme.inEnglish', { field: label })}
        lang="en"
        dir="ltr"
        value={text.en}
        error={errors[`${field}.en`] ?? errors[field]}
        onChange={(event) => set({ [field]: { ...text, en: event.currentTarget.value } })}
      />
      <TextField
        label={t('theme.inArabic', { field: label })}
        lang="ar"
        dir="rtl"
        value={text.ar}
        error={errors[`${field}.ar`]}
        onChange={(event) => set({ [field]: { ...text, ar: event.currentTarget.value } })}
      />
    </div>
  );
}

/** Every setting of the theme, in sections, as the storefront reads them. */
export function ThemeFields({ values, set, errors, menus }: FieldsProps) {
  const { t, lang } = useI18n();
  const pair = { values, set, errors };
  const address = (field: keyof ThemeFormValues & string, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      dir="ltr"
      inputMode="url"
      value={values[field] as string}
      error={errors[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
    />
  );
  const check = (field: keyof ThemeFormValues & string, label: string) => (
    <CheckboxField
      label={label}
      checked={values[field] as boolean}
      onChange={(event) => set({ [field]: event.currentTarget.checked })}
    />
  );
  return (
    <div className="grid gap-4">
      <Section title={t('theme.brand')}>
        <TextPair field="title" label={t('theme.shopName')} {...pair} />
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="theme-color-picker" className="text-sm font-medium text-neutral-800">
              {t('theme.color')}
            </label>
            <input
              id="theme-color-picker"
              type="color"
              className="mt-1 block h-9 w-16 cursor-pointer rounded-md border border-neutral-300"
              value={/^#[0-9a-f]{6}$/i.test(values.color) ? values.color : '#000000'}
              onChange={(event) => set({ color: event.currentTarget.value })}
            />
          </div>
          <TextField
            label={t('theme.colorHex')}
            dir="ltr"
            className="w-40"
            value={values.color}
            error={errors.color}
            onChange={(event) => set({ color: event.currentTarget.value })}
          />
        </div>
        {address('logo', t('theme.logo'), t('theme.addressHint'))}
        {address('metadata_icon', t('theme.icon'), t('theme.addressHint'))}
      </Section>

      <Section title={t('theme.footer')}>
        <SelectField
          label={t('theme.mainMenu')}
          value={values.main_menu}
          error={errors.main_menu}
          onChange={(event) => set({ main_menu: Number(event.currentTarget.value) })}
        >
          {menus.map((menu) => (
            <option key={menu.id} value={menu.id}>
              {inLanguage(menu.name, lang)}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800">{t('theme.footerMenus')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {menus.map((menu) => (
              <CheckboxField
                key={menu.id}
                label={inLanguage(menu.name, lang)}
                checked={values.footer_menus.includes(menu.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  set({
                    footer_menus: on
                      ? [...values.footer_menus, menu.id]
                      : values.footer_menus.filter((id) => id !== menu.id),
                  });
                }}
              />
            ))}
          </div>
          {errors.footer_menus && (
            <p className="mt-1 text-xs font-medium text-red-700">{errors.footer_menus}</p>
          )}
        </fieldset>
        <TextPair field="copy_right" label={t('theme.copyright')} {...pair} />
        {address('overrided_footer_image', t('theme.footerImage'), t('theme.addressHint'))}
      </Section>

      <Section title={t('theme.social')}>
        <p className="text-xs text-neutral-600">{t('theme.socialHint')}</p>
        {address('twitter_url', 'X (Twitter)', '')}
        {address('facebook_url', 'Facebook', '')}
        {address('instagram_url', 'Instagram', '')}
        {address('youtube_url', 'YouTube', '')}
      </Section>

      <Section title={t('theme.seo')}>
        <TextPair field="metadata_title" label={t('theme.metaTitle')} {...pair} />
        <TextPair field="metadata_description" label={t('theme.metaDescription')} {...pair} />
      </Section>

      <Section title={t('theme.shopping')}>
        {check('enforce_checkout_terms', t('theme.enforceTerms'))}
        {check('keep_out_of_stock_at_end', t('theme.outOfStockLast'))}
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800">{t('theme.languages')}</legend>
          <div className="mt-1 flex gap-4">
            <CheckboxField label={t('theme.english')} checked disabled />
            <CheckboxField
              label={t('theme.arabic')}
              checked={values.languages.includes('ar')}
              onChange={(event) =>
                set({ languages: event.currentTarget.checked ? ['en', 'ar'] : ['en'] })
              }
            />
          </div>
        </fieldset>
      </Section>

      <Section title={t('theme.prices')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('theme.priceFormat')}
            value={values.price_format}
            onChange={(event) =>
              set({ price_format: event.currentTarget.value as ThemeFormValues['price_format'] })
            }
          >
            {priceFormats.map((format) => (
              <option key={format} value={format}>
                {t(`theme.priceFormat.${format}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('theme.currencyLabel')}
            value={values.currency_label}
            error={errors.currency_label}
            onChange={(event) => set({ currency_label: event.currentTarget.value })}
          />
          <SelectField
            label={t('theme.currencyPosition')}
            value={values.currency_position}
            onChange={(event) =>
              set({
                currency_position: event.currentTarget
                  .value as ThemeFormValues['currency_position'],
              })
            }
          >
            {currencyPositions.map((position) => (
              <option key={position} value={position}>
                {t(`theme.currencyPosition.${position}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {check('can_register', t('theme.canRegister'))}
        {check('login_by_email', t('theme.loginByEmail'))}
        {check('login_by_otp', t('theme.loginByOtp'))}
        <TextField
          label={t('theme.defaultCountry')}
          dir="ltr"
          className="w-40"
          value={values.default_country}
          error={errors.default_country}
          onChange={(event) => set({ default_country: event.currentTarget.value })}
        />
      </Section>
    </div>
  );
}
