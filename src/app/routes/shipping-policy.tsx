import { createFileRoute } from '@tanstack/react-router';
import { ShippingPolicy } from '@/features/static/policies';

export const Route = createFileRoute('/shipping-policy')({ component: ShippingPolicy });
