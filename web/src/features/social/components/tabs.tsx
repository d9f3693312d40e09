/** The tabs moved to components/ui/tabs.tsx (shared by the social and challenge screens). */
export { Tabs } from '../../../components/ui/tabs';
