import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/static/policies';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicy });
