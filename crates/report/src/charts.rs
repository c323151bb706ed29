//! Charts of the HTML report as SVG, drawn with the `plotters` crate (its SVG backend, no
//! fonts needed: text is left to the browser). Each function returns one `<svg>` element;
//! plotters escapes the text it writes. Callers never put program-supplied names into chart
//! text except through these functions (escaped) — captions stay in the HTML around them.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Category colours of the time breakdown (colour-blind-safe Tableau 10).
pub(crate) const COLOURS: [RGBColor; 8] = [
    RGBColor(0x4e, 0x79, 0xa7),
    RGBColor(0xf2, 0x8e, 0x2b),
    RGBColor(0xe1, 0x57, 0x59),
    RGBColor(0x76, 0xb7, 0xb2),
    RGBColor(0x59, 0xa1, 0x4f),
    RGBColor(0xed, 0xc9, 0x48),
    RGBColor(0xb0, 0x7a, 0xa1),
    RGBColor(0xba, 0xb0, 0xac),
];

/// `#rrggbb` of a colour (for HTML legends next to a chart).
pub(crate) fn hex(c: RGBColor) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

type Res = Result<(), Box<dyn std::error::Error>>;

fn svg(
    w: u32,
    h: u32,
    draw: impl FnOnce(DrawingArea<SVGBackend, plotters::coord::Shift>) -> Res,
) -> String {
    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, (w, h)).into_drawing_area();
        if root.fill(&WHITE).is_err() || draw(root).is_err() {
            return String::from("<p class=\"err\">(chart could not be drawn)</p>");
        }
    }
    // plotters writes a fixed size; let the page scale it.
    buf.replacen(
        &format!("<svg width=\"{w}\" height=\"{h}\""),
        &format!("<svg class=\"chart\" width=\"{w}\" height=\"{h}\" preserveAspectRatio=\"xMinYMin meet\""),
        1,
    )
}

fn nice_max(v: f64) -> f64 {
    if v.is_finite() && v > 0.0 {
        v * 1.05
    } else {
        1.0
    }
}

/// A chart of `n` categories at x = 0, 1, ... (bars narrower than 1 centred on them) and
/// values from 0 to `max`.
type Categories<'a, 'b> = ChartContext<
    'a,
    SVGBackend<'b>,
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
>;

/// Axes for [`Categories`]: at most `ticks` labels on x, `label(i)` for category i.
fn category_axes<'a, 'b>(
    root: &'a DrawingArea<SVGBackend<'b>, plotters::coord::Shift>,
    n: usize,
    max: f64,
    (x_desc, y_desc): (&str, &str),
    ticks: usize,
    label: &dyn Fn(usize) -> String,
) -> Result<Categories<'a, 'b>, Box<dyn std::error::Error>> {
    let mut c = ChartBuilder::on(root)
        .margin(8)
        .x_label_area_size(36)
        .y_label_area_size(64)
        .build_cartesian_2d(-0.5f64..n as f64 - 0.5, 0f64..nice_max(max))?;
    c.configure_mesh()
        .disable_x_mesh()
        .x_desc(x_desc)
        .y_desc(y_desc)
        .x_labels(ticks)
        .x_label_formatter(&|x| {
            if (x - x.round()).abs() < 0.01 && *x >= 0.0 {
                label(x.round() as usize)
            } else {
                String::new()
            }
        })
        .draw()?;
    Ok(c)
}

/// Stacked bars, one per row (`labels[i]` on the x axis), `values[i][k]` the height of
/// category k; legend left to the HTML.
pub(crate) fn stacked_bars(labels: &[String], values: &[Vec<f64>], y_desc: &str) -> String {
    let n = labels.len().max(1);
    let w = (n as u32 * 14 + 120).clamp(480, 1400);
    let max = values
        .iter()
        .map(|v| v.iter().sum::<f64>())
        .fold(0.0, f64::max);
    svg(w, 300, |root| {
        let step = (n / 24).max(1);
        let label = |i: usize| {
            if i.is_multiple_of(step) {
                labels.get(i).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        };
        let mut c = category_axes(&root, n, max, ("", y_desc), n.min(24), &label)?;
        for (i, v) in values.iter().enumerate() {
            let mut y = 0.0;
            let x0 = i as f64 - 0.4;
            let x1 = i as f64 + 0.4;
            for (k, h) in v.iter().enumerate() {
                if *h > 0.0 {
                    let colour = COLOURS[k % COLOURS.len()];
                    c.draw_series(std::iter::once(Rectangle::new(
                        [(x0, y), (x1, y + h)],
                        colour.filled(),
                    )))?;
                }
                y += h;
            }
        }
        root.present()?;
        Ok(())
    })
}

/// Per category: min, mean and max over ranks as a bar (mean) with a whisker (min..max), for
/// runs with too many ranks for one bar each.
pub(crate) fn bands(
    categories: &[String],
    min: &[f64],
    mean: &[f64],
    max: &[f64],
    y_desc: &str,
) -> String {
    let n = categories.len().max(1);
    let top = max.iter().copied().fold(0.0, f64::max);
    svg(640, 300, |root| {
        let label = |i: usize| categories.get(i).cloned().unwrap_or_default();
        let mut c = category_axes(&root, n, top, ("", y_desc), n, &label)?;
        for i in 0..categories.len() {
            let colour = COLOURS[i % COLOURS.len()];
            let x = i as f64 - 0.5;
            c.draw_series(std::iter::once(Rectangle::new(
                [(x + 0.2, 0.0), (x + 0.8, mean[i])],
                colour.mix(0.7).filled(),
            )))?;
            c.draw_series(std::iter::once(PathElement::new(
                vec![(x + 0.5, min[i]), (x + 0.5, max[i])],
                BLACK.stroke_width(2),
            )))?;
            for y in [min[i], max[i]] {
                c.draw_series(std::iter::once(PathElement::new(
                    vec![(x + 0.35, y), (x + 0.65, y)],
                    BLACK.stroke_width(2),
                )))?;
            }
        }
        root.present()?;
        Ok(())
    })
}

/// One value per rank: bars up to 128 ranks, a line beyond; `marked` ranks drawn in red.
pub(crate) fn per_rank(values: &[f64], marked: &[u32], y_desc: &str) -> String {
    let n = values.len().max(1);
    let max = values.iter().copied().fold(0.0, f64::max);
    svg(560, 220, |root| {
        let label = |i: usize| i.to_string();
        let mut c = category_axes(&root, n, max, ("rank", y_desc), n.min(16), &label)?;
        if values.len() <= 128 {
            for (i, v) in values.iter().enumerate() {
                let colour = if marked.contains(&(i as u32)) {
                    COLOURS[2]
                } else {
                    COLOURS[0]
                };
                c.draw_series(std::iter::once(Rectangle::new(
                    [(i as f64 - 0.4, 0.0), (i as f64 + 0.4, *v)],
                    colour.filled(),
                )))?;
            }
        } else {
            c.draw_series(LineSeries::new(
                values.iter().enumerate().map(|(i, v)| (i as f64, *v)),
                COLOURS[0].stroke_width(1),
            ))?;
            for &r in marked {
                if let Some(v) = values.get(r as usize) {
                    c.draw_series(std::iter::once(Circle::new(
                        (r as f64, *v),
                        3,
                        COLOURS[2].filled(),
                    )))?;
                }
            }
        }
        root.present()?;
        Ok(())
    })
}

/// A `n` x `n` matrix of `cells` (row, column, value) as a heat map with a white-to-blue
/// scale, rows and columns binned into at most `bins` groups of ranks.
pub(crate) fn heatmap(n: u32, cells: &[(u32, u32, f64)], bins: u32) -> String {
    let per = n.div_ceil(bins.max(1)).max(1);
    let m = n.div_ceil(per).max(1);
    let mut grid = vec![0.0f64; (m * m) as usize];
    for &(r, c, v) in cells {
        if r < n && c < n {
            grid[((r / per) * m + c / per) as usize] += v;
        }
    }
    let max = grid.iter().copied().fold(0.0, f64::max);
    let size = (m * 12 + 100).clamp(300, 760);
    svg(size, size, |root| {
        let mut c = ChartBuilder::on(&root)
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(48)
            .build_cartesian_2d(-0.5f64..m as f64 - 0.5, m as f64 - 0.5..-0.5f64)?;
        let label = |x: &f64| {
            if (x - x.round()).abs() > 0.01 || *x < 0.0 {
                return String::new();
            }
            format!("{}", x.round() as u32 * per)
        };
        c.configure_mesh()
            .disable_mesh()
            .x_desc("receiver")
            .y_desc("sender")
            .x_labels(m.min(16) as usize)
            .y_labels(m.min(16) as usize)
            .x_label_formatter(&label)
            .y_label_formatter(&label)
            .draw()?;
        c.draw_series(
            (0..m)
                .flat_map(|r| (0..m).map(move |col| (r, col)))
                .filter_map(|(r, col)| {
                    let v = grid[(r * m + col) as usize];
                    if v <= 0.0 {
                        return None;
                    }
                    let t = if max > 0.0 { (v / max).sqrt() } else { 0.0 };
                    let shade = |a: u8, b: u8| (a as f64 + (b as f64 - a as f64) * t) as u8;
                    let colour = RGBColor(shade(0xe8, 0x08), shade(0xf0, 0x30), shade(0xf8, 0x6b));
                    let (x, y) = (col as f64, r as f64);
                    Some(Rectangle::new(
                        [(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)],
                        colour.filled(),
                    ))
                }),
        )?;
        root.present()?;
        Ok(())
    })
}

/// One row of a timeline: its label and intervals (start, end, colour index) in seconds.
pub(crate) type Row = (String, Vec<(f64, f64, usize)>);

/// Row labels drawn left of a chart's plotting area, one per row, centred on it (plotters'
/// own tick labels pick "nice" positions and skip rows).
fn row_labels<'b, Y: Fn(usize) -> f64>(
    root: &DrawingArea<SVGBackend<'b>, plotters::coord::Shift>,
    c: &Categories<'_, 'b>,
    x0: f64,
    labels: &[String],
    y: Y,
) -> Res {
    let style = ("sans-serif", 12)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Right, VPos::Center));
    for (i, l) in labels.iter().enumerate() {
        let (px, py) = c.backend_coord(&(x0, y(i)));
        root.draw(&Text::new(l.clone(), (px - 6, py), style.clone()))?;
    }
    Ok(())
}

/// A timeline: one row per `rows` label, top to bottom, each labelled, intervals (start, end,
/// colour index) in seconds; `marks` (row, start, end) are drawn as a thin black bar along
/// the top of their row (the critical path).
pub(crate) fn timeline(rows: &[Row], marks: &[(usize, f64, f64)], t0: f64, t1: f64) -> String {
    let n = rows.len().max(1);
    let h = (n as u32 * 24 + 70).clamp(140, 600);
    svg(760, h, |root| {
        let mut c = ChartBuilder::on(&root)
            .margin(8)
            .x_label_area_size(30)
            .y_label_area_size(110)
            .build_cartesian_2d(t0..t1.max(t0 + 1e-9), n as f64..0f64)?;
        c.configure_mesh()
            .disable_y_mesh()
            .y_labels(0)
            .x_desc("seconds since the start of the run")
            .draw()?;
        // Less than a pixel apart is one bar: a message-heavy run has hundreds of thousands
        // of intervals and critical-path stretches in an excerpt (a 125 MB page, before).
        let tol = (t1 - t0) / 1000.0;
        for (i, (_, ivs)) in rows.iter().enumerate() {
            let y = i as f64;
            c.draw_series(coalesce(ivs.iter().copied(), t0, t1, tol).into_iter().map(
                |(a, b, k)| {
                    Rectangle::new(
                        [(a, y + 0.2), (b, y + 0.8)],
                        COLOURS[k % COLOURS.len()].filled(),
                    )
                },
            ))?;
        }
        for i in 0..rows.len() {
            let on_row = marks.iter().filter(|m| m.0 == i).map(|m| (m.1, m.2, 0));
            let y = i as f64;
            c.draw_series(
                coalesce(on_row, t0, t1, tol).into_iter().map(|(a, b, _)| {
                    Rectangle::new([(a, y + 0.02), (b, y + 0.16)], BLACK.filled())
                }),
            )?;
        }
        let labels: Vec<String> = rows.iter().map(|r| r.0.clone()).collect();
        row_labels(&root, &c, t0, &labels, |i| i as f64 + 0.5)?;
        root.present()?;
        Ok(())
    })
}

/// Intervals (start, end, colour) clipped to `[t0, t1]`, those of one colour less than `tol`
/// apart merged; the colours in the order they first appear.
fn coalesce(
    ivs: impl Iterator<Item = (f64, f64, usize)>,
    t0: f64,
    t1: f64,
    tol: f64,
) -> Vec<(f64, f64, usize)> {
    let mut order: Vec<usize> = Vec::new();
    let mut by: Vec<Vec<(f64, f64)>> = Vec::new();
    for (a, b, k) in ivs {
        let (a, b) = (a.max(t0), b.min(t1));
        if b < a {
            continue;
        }
        let g = match order.iter().position(|&x| x == k) {
            Some(g) => g,
            None => {
                order.push(k);
                by.push(Vec::new());
                by.len() - 1
            }
        };
        by[g].push((a, b));
    }
    let mut out = Vec::new();
    for (k, mut v) in order.into_iter().zip(by) {
        v.sort_by(|x, y| x.0.total_cmp(&y.0));
        let mut cur: Option<(f64, f64)> = None;
        for (a, b) in v {
            cur = match cur {
                Some((ca, cb)) if a - cb <= tol => Some((ca, cb.max(b))),
                Some(c) => {
                    out.push((c.0, c.1, k));
                    Some((a, b))
                }
                None => Some((a, b)),
            };
        }
        out.extend(cur.map(|c| (c.0, c.1, k)));
    }
    out
}

/// Lines over x (e.g. ranks), each series (label, values, colour index). The legend is left to
/// the HTML below the chart ([`line_legend`]): drawn inside, it covered data points.
pub(crate) fn lines(
    x: &[f64],
    series: &[(String, Vec<f64>, usize)],
    x_desc: &str,
    y_desc: &str,
) -> String {
    let xmax = x.iter().copied().fold(1.0, f64::max);
    let ymax = series
        .iter()
        .flat_map(|s| s.1.iter().copied())
        .fold(0.0, f64::max);
    svg(560, 300, |root| {
        let mut c = ChartBuilder::on(&root)
            .margin(8)
            .x_label_area_size(36)
            .y_label_area_size(56)
            .build_cartesian_2d(0f64..xmax * 1.05, 0f64..nice_max(ymax))?;
        c.configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .x_label_formatter(&|x| {
                if (x - x.round()).abs() < 1e-9 {
                    format!("{}", x.round())
                } else {
                    String::new()
                }
            })
            .draw()?;
        for (_, ys, k) in series {
            let colour = COLOURS[k % COLOURS.len()];
            c.draw_series(LineSeries::new(
                x.iter().copied().zip(ys.iter().copied()),
                colour.stroke_width(2),
            ))?;
            c.draw_series(
                x.iter()
                    .copied()
                    .zip(ys.iter().copied())
                    .map(|p| Circle::new(p, 3, colour.filled())),
            )?;
        }
        root.present()?;
        Ok(())
    })
}

/// A legend of line series (label, colour index) for [`lines`], as HTML.
pub(crate) fn line_legend(series: &[(String, Vec<f64>, usize)]) -> String {
    let mut o = String::from("<div class=\"legend\">");
    for (label, _, k) in series {
        o.push_str(&format!(
            "<span><i style=\"background:{};height:3px;vertical-align:3px\"></i>{}</span>",
            hex(COLOURS[k % COLOURS.len()]),
            crate::format::esc(label)
        ));
    }
    o.push_str("</div>");
    o
}

/// Horizontal bars side by side per label, one row per label (labels left of the bars, so
/// that long names never overlap): `values[i][k]` in colour k.
pub(crate) fn grouped_bars(labels: &[String], values: &[Vec<f64>], x_desc: &str) -> String {
    let n = labels.len().max(1);
    let k = values.iter().map(|v| v.len()).max().unwrap_or(1).max(1);
    let max = values
        .iter()
        .flat_map(|v| v.iter().copied())
        .fold(0.0, f64::max);
    let longest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) as u32;
    let label_w = (longest * 7 + 16).clamp(60, 300);
    svg(
        640 + label_w,
        n as u32 * 12 * k as u32 + n as u32 * 8 + 70,
        |root| {
            let mut c = ChartBuilder::on(&root)
                .margin(8)
                .x_label_area_size(36)
                .y_label_area_size(label_w)
                .build_cartesian_2d(0f64..nice_max(max), n as f64 - 0.5..-0.5f64)?;
            c.configure_mesh()
                .disable_y_mesh()
                .y_labels(0)
                .x_desc(x_desc)
                .draw()?;
            let w = 0.8 / k as f64;
            for (i, v) in values.iter().enumerate() {
                for (j, h) in v.iter().enumerate() {
                    let y0 = i as f64 - 0.4 + j as f64 * w;
                    c.draw_series(std::iter::once(Rectangle::new(
                        [(0.0, y0), (*h, y0 + w * 0.9)],
                        COLOURS[j % COLOURS.len()].filled(),
                    )))?;
                }
            }
            row_labels(&root, &c, 0.0, labels, |i| i as f64)?;
            root.present()?;
            Ok(())
        },
    )
}
