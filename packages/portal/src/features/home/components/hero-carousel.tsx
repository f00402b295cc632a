import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartLink } from '../../../components/ui/smart-link';
import { ErrorState } from '../../../components/ui/status-views';
import { cn } from '../../../lib/cn';
import { homeQueries } from '../home-api';

const ROTATE_MS = 6_000;

/** The carousel (SPEC §1): the county's pictures with their captions; rotates unless the user pauses it. */
export function HeroCarousel() {
  const query = useQuery(homeQueries.carousel);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const slides = query.data ?? [];
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (query.isPending) return <Skeleton className="aspect-[20/7] w-full rounded-xl" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="图片新闻"
      className="relative overflow-hidden rounded-xl bg-brand-900 shadow-card"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative aspect-[20/7]">
        {slides.map((slide, index) => (
          <SmartLink
            key={slide.id}
            href={slide.linkUrl}
            aria-hidden={index !== current}
            tabIndex={index === current ? undefined : -1}
            className={cn(
              'absolute inset-0 block transition-opacity duration-700',
              index === current ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            <img
              src={slide.cover}
              alt=""
              className="size-full object-cover"
              fetchPriority={index === 0 ? 'high' : 'low'}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            {/* The caption is text over the picture, not lettering in it: a 1200 px picture's lettering is 9 px
                on a phone; text keeps its size (and reads to a screen reader as the link's name). */}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent pt-8 pr-28 pb-3 pl-4 md:pr-36 md:pb-5 md:pl-6">
              <span className="line-clamp-1 text-[15px] font-semibold text-white md:text-2xl">{slide.title}</span>
            </span>
          </SmartLink>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute right-4 bottom-3 flex gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`第 ${index + 1} 张：${slide.title}`}
              aria-current={index === current}
              onClick={() => setCurrent(index)}
              className={cn(
                'h-2.5 rounded-full transition-all',
                index === current ? 'w-7 bg-white' : 'w-2.5 bg-white/50',
              )}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
