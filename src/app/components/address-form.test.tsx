import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

describe('AddressForm', () => {
  it('keeps only digits in the mobile and PIN code fields', () => {
    render(
      <AddressForm
        initial={EMPTY_ADDRESS}
        initialDefault={false}
        busy={false}
        error=""
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const mobile = screen.getByLabelText('Mobile number') as HTMLInputElement;
    const pin = screen.getByLabelText('PIN code') as HTMLInputElement;
    fireEvent.change(mobile, { target: { value: 'abc98' } });
    expect(mobile.value).toBe('98');
    fireEvent.change(mobile, { target: { value: '+91 98765 43210' } });
    expect(mobile.value).toBe('9876543210');
    fireEvent.change(pin, { target: { value: '56OO12abc' } });
    expect(pin.value).toBe('5612');
  });
});
