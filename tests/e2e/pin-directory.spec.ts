import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a PIN typed in the address form fills city and state; a wrong one is refused', async ({
  page,
}) => {
  await signIn(page, 'Pin Shopper');
  await page.goto('/dashboard/myaddress');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const pin = page.getByLabel('PIN code');

  // A PIN no post office has: refused beside the field, and the form will not save it.
  await pin.fill('999999');
  await expect(pin).toHaveAccessibleDescription('No post office has this PIN code');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all required fields');

  // Hyderabad's GPO: Telangana's, though India Post's 2015 data said Andhra Pradesh.
  await pin.fill('500001');
  await expect(pin).toHaveAccessibleDescription('Hyderabad, Telangana');
  await expect(page.getByLabel('City / District / Town')).toHaveValue('Hyderabad');
  await expect(page.getByLabel('State')).toHaveValue('Telangana');
  const localities = page.locator(
    `datalist#${await page.getByLabel('Locality').getAttribute('list')}`,
  );
  await expect(localities.locator('option[value="Moazzampura"]')).toHaveCount(1);

  // A state the PIN is not in is allowed, with a warning.
  await page.getByLabel('State').selectOption('Andhra Pradesh');
  await expect(page.getByText('PIN code 500001 is in Telangana. Check the state.')).toBeVisible();
  await page.getByLabel('State').selectOption('Telangana');
  await expect(page.getByText('PIN code 500001 is in Telangana.', { exact: false })).toHaveCount(0);

  await page.getByLabel('Full name').fill('Pin Shopper');
  await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await page.getByLabel('Alternate mobile number').fill('9123456780');
  await page.getByLabel('Address (house no., building, street)').fill('4-1-10 Abids Road');
  await page.getByLabel('Locality').fill('Moazzampura');
  await page.getByLabel('Landmark').fill('Near the GPO');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Hyderabad, Telangana - 500001')).toBeVisible();
});

test('the Hindi address form names the PIN and its state in Hindi', async ({ page }) => {
  await signIn(page, 'Pin Shopper Hindi');
  await page.goto('/hi/dashboard/myaddress');
  await page.getByRole('button', { name: 'नया पता जोड़ें' }).click();
  const pin = page.getByLabel('पिन कोड');
  await pin.fill('999999');
  await expect(pin).toHaveAccessibleDescription('इस पिन कोड का कोई डाकघर नहीं है');
  await pin.fill('194101');
  await expect(pin).toHaveAccessibleDescription('Leh, लद्दाख');
  await expect(page.getByLabel('राज्य')).toHaveValue('Ladakh');
});
