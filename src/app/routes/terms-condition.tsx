import { createFileRoute } from '@tanstack/react-router';
import { TermsConditions } from '@/features/static/policies';

export const Route = createFileRoute('/terms-condition')({ component: TermsConditions });
