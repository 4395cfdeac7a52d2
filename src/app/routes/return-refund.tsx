import { createFileRoute } from '@tanstack/react-router';
import { ReturnRefund } from '@/features/static/policies';

export const Route = createFileRoute('/return-refund')({ component: ReturnRefund });
