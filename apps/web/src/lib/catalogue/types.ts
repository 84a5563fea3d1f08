/** Catalogue records as the API returns them (docs: /api/docs). Money fields are rupees. */

export interface Ref {
  _id: string;
  name: string;
}

export interface Discount {
  active: boolean;
  title: string | null;
  discount_percentage: number;
}

export interface Paged {
  currentPage: number;
  totalPage: number;
  totalDocuments: number;
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
  subCategories: { _id: string; name: string; slug: string; product?: number }[];
}

export interface ProductCategory extends Category {
  icon: string | null;
  product: number;
}

export interface TemplateCard {
  _id: string;
  slug: string;
  title: string;
  cover: string;
  price: number;
  discounted_price: number;
  weeks: number;
  discount: Discount;
  training_category: Ref | null;
  template_category: Ref | null;
  trainer: (Ref & { slug: string }) | null;
  average_rating: number;
  rating_count: number;
  featured: boolean;
  added_to_cart: boolean;
}

export interface Template extends TemplateCard {
  detail: {
    program_description: string;
    requirement: string;
    difficulty: string;
    who_is_it_for: string;
    lifting_frequency: string;
    disclaimer: string;
  };
  whats_inside: string[];
  schedule_outline: { week: number; days: number }[];
}

export interface ProductRate {
  _id: string;
  size: string;
  servings: string | null;
  price: number;
  discounted_price: number;
  stock: number;
}

export interface ProductCard {
  _id: string;
  slug: string;
  title: string;
  images: string[];
  average_rating: number;
  rating_count: number;
  product_brand: Ref | null;
  product_category: Ref | null;
  parent_category: (Ref & { slug: string }) | null;
  discount: Discount;
  rates: ProductRate[];
  in_stock: boolean;
  added_to_cart: boolean;
}

export interface Product extends ProductCard {
  short_info: string;
}

export interface Brand {
  _id: string;
  name: string;
  slug: string;
}

export interface TrainerSummary {
  _id: string;
  slug: string;
  name: string;
  profile_pic: string | null;
  designation: string | null;
  training_category: Ref | null;
  is_verified: boolean;
}

export interface TrainerProfile extends TrainerSummary {
  about: string;
  user_type: 'Trainer';
  address: { area?: string; district?: string; country?: string };
  social: { facebook?: string; twitter?: string; instagram?: string; tiktok?: string };
}

interface ProgrammeCard {
  _id: string;
  slug: string;
  title: string;
  cover: string;
  discount: Discount;
  average_rating: number;
  rating_count: number;
  starting_price: number | null;
  trainers: TrainerSummary[];
  added_to_cart: boolean;
}

type RateTrainer = { _id: string; name: string; slug: string; profile_pic: string | null };

export type CoachingCard = ProgrammeCard;
export interface Coaching extends ProgrammeCard {
  description: string;
  rates: {
    _id: string;
    trainer: RateTrainer;
    w4_rate: number;
    discounted_w4_rate: number;
    w12_rate: number;
    discounted_w12_rate: number;
    w24_rate: number;
    discounted_w24_rate: number;
  }[];
}

export type ConsultationCard = ProgrammeCard;
export interface Consultation extends ProgrammeCard {
  description: string;
  rates: {
    _id: string;
    trainer: RateTrainer;
    quarter_hour_rate: number;
    discounted_quarter_hour_rate: number;
    half_hour_rate: number;
    discounted_half_hour_rate: number;
    hour_rate: number;
    discounted_hour_rate: number;
  }[];
}

export interface Review {
  _id: string;
  user: { _id: string; name: string; profile_pic: string | null };
  stars: number;
  review: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewPage extends Paged {
  reviews: Review[];
  average_rating: number;
  rating_count: number;
}

export type ReviewableKind = 'template' | 'product' | 'coaching' | 'consultation';

export interface Testimonial {
  _id: string;
  profile_pic: string | null;
  review: string;
  name: string;
  designation: string;
}

export interface Media {
  _id: string;
  kind: 'image' | 'video';
  url: string;
  thumbnail: string | null;
  title: string;
  width: number | null;
  height: number | null;
}

export interface PersonalAchievement {
  _id: string;
  achievement: string;
  year: number;
  venue: string;
  sub_achievements: string[];
}

export interface CoachingAchievement {
  _id: string;
  name: string;
  profile_pic: string | null;
  designation: string;
  achievements: string[];
}
