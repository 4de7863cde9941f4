'use client'
import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef } from 'react'

Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
  Legend,
)

type Day = { date: string; visitors: number; pageviews: number }

/** The admin theme's colours now (Payload sets `data-theme` on <html>; its variables follow). */
const themeColours = () => {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    text: read('--theme-elevation-800', '#333'),
    grid: read('--theme-elevation-150', '#ddd'),
    views: read('--theme-success-500', '#2a7d4f'),
    visitors: read('--theme-elevation-1000', '#000'),
  }
}

/** Visitors and views per day; the table beside it is its text alternative. */
export const AudienceChart = ({ days, summary }: { days: Day[]; summary: string }) => {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!canvas.current) return
    const colours = themeColours()
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: days.map((day) => day.date.slice(5)),
        datasets: [
          {
            label: 'Page views',
            data: days.map((day) => day.pageviews),
            borderColor: colours.views,
            backgroundColor: colours.views,
            tension: 0.25,
          },
          {
            label: 'Visitors',
            data: days.map((day) => day.visitors),
            borderColor: colours.visitors,
            backgroundColor: colours.visitors,
            borderDash: [6, 4],
            tension: 0.25,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            ticks: { color: colours.text, maxRotation: 0, autoSkip: true },
            grid: { color: colours.grid },
          },
          y: {
            beginAtZero: true,
            ticks: { color: colours.text, precision: 0 },
            grid: { color: colours.grid },
          },
        },
        plugins: { legend: { labels: { color: colours.text, usePointStyle: true } } },
      },
    })
    const recolour = () => {
      const next = themeColours()
      const [views, visitors] = chart.data.datasets
      Object.assign(views!, { borderColor: next.views, backgroundColor: next.views })
      Object.assign(visitors!, { borderColor: next.visitors, backgroundColor: next.visitors })
      const { x, y } = chart.options.scales as Record<
        string,
        { ticks: { color: string }; grid: { color: string } }
      >
      for (const axis of [x!, y!]) {
        axis.ticks.color = next.text
        axis.grid.color = next.grid
      }
      chart.options.plugins!.legend!.labels!.color = next.text
      chart.update()
    }
    const observer = new MutationObserver(recolour)
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    })
    return () => {
      observer.disconnect()
      chart.destroy()
    }
  }, [days])
  return (
    // minWidth 0: a grid item would otherwise keep the canvas's last width and overflow a phone.
    <div style={{ position: 'relative', height: 260, width: '100%', minWidth: 0 }}>
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="audience-chart" />
    </div>
  )
}
