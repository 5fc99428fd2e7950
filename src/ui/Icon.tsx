import {
  Anchor, Award, Baby, Binoculars, Briefcase, Bus, Calendar, Camera, Castle, Check, Clock, Compass, Crown, Gem,
  Gift, Globe, GraduationCap, Handshake, Heart, Hotel, Leaf, Mail, MapPin, Mountain, Phone, Plane, Shield, Ship,
  Sparkles, Star, Sun, Tent, TreePalm, Trophy, Users, Wine, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../generated/content.ts';

// Typed exhaustively: an icon added to schemas/defs/icon.schema.json without an entry here is a compile error.
const icons = {
  anchor: Anchor, award: Award, baby: Baby, binoculars: Binoculars, briefcase: Briefcase, bus: Bus,
  calendar: Calendar, camera: Camera, castle: Castle, check: Check, clock: Clock, compass: Compass, crown: Crown,
  gem: Gem, gift: Gift, globe: Globe, 'graduation-cap': GraduationCap, handshake: Handshake, heart: Heart,
  hotel: Hotel, leaf: Leaf, mail: Mail, 'map-pin': MapPin, mountain: Mountain, phone: Phone, plane: Plane,
  shield: Shield, ship: Ship, sparkles: Sparkles, star: Star, sun: Sun, tent: Tent, 'tree-palm': TreePalm,
  trophy: Trophy, users: Users, wine: Wine,
} satisfies Record<IconName, LucideIcon>;

/** A decorative line icon named in content; its meaning is always carried by text beside it. */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} strokeWidth={1.25} aria-hidden="true" focusable="false" />;
}
