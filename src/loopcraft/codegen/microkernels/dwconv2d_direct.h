/* dwconv2d.h's direct path for AVX-512 float32: a depthwise convolution computed where its
 * input lies, with masked loads standing in for the zero padding, and written where its
 * output goes, with the bias and the activation applied in registers.
 *
 * Why: dwconv2d.h's phase-plane kernel copies every channel with its padding into a flat
 * plane, computes the plane's padding columns too, then copies each output row back (bias
 * and activation on the way). On MobileNetV2's late layers -- 14x14 and 7x7 planes of 384 to
 * 960 channels -- those copies and the per-row bookkeeping around a few vectors of work cost
 * ten times the FMAs: 1 to 3 GFLOP/s, 3 to 6 times slower than onnxruntime, ~4.5 ms of a
 * 24 ms network (docs/results/2026-11-27-mobilenetv2.md). Here one output vector is 16
 * consecutive pixels of one output row; tap (r, s) is one masked load of the input row
 * i*sh + r - ph at column j0*sw + s - pw (lanes outside [0, w) masked off: the padding reads
 * as zero and no load faults), for stride 2 two loads and a permute that keeps the even
 * lanes. No copy, no write-back pass: the whole channel stays in registers but the 16 lanes.
 *
 * Applies when the input's and the output's rows are contiguous (xs3 == os3 == 1) and the
 * column stride is 1 or 2; anything else (and other ISAs and types) keeps the phase-plane
 * kernel. Returns -2 when it does not apply.
 *
 * Rounding: each output sums its taps in (r, s) order from zero (taps on padding rows, all
 * zero products, skipped) and adds the bias last, like dwconv2d.h and conv2d.h.
 */
#ifndef LC_DW_DWCONV2D_DIRECT_H
#define LC_DW_DWCONV2D_DIRECT_H
#if defined(__AVX512F__) && (!defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32))
#include <immintrin.h>
#include <stdint.h>

/* The lanes l < 16 with lo <= base + l < hi (an empty mask when there are none). */
static inline __mmask16 lc_dwd_lanes(int64_t base, int64_t lo, int64_t hi) {
    int64_t a = lo - base, b = hi - base;
    a = a < 0 ? 0 : a;
    b = b > 16 ? 16 : b;
    if (b <= a) return 0;
    return (__mmask16)(((1u << b) - 1u) & ~((1u << a) - 1u));
}

/* acc, its bias added, through activation code act 0, 1 or 2 (activation.h's relu and clip
 * with its NaN rule: _mm512_max_ps(a, v) returns v when either is NaN, and v for equal zeros,
 * as lc_act_max_f32(v, a) does). Other codes are applied to the stored row afterwards. */
static inline __m512 lc_dwd_act(__m512 acc, __m512 bv, int act, __m512 lo, __m512 hi) {
    acc = _mm512_add_ps(acc, bv);
    if (act == 1) return _mm512_max_ps(_mm512_setzero_ps(), acc);
    if (act == 2) return _mm512_min_ps(hi, _mm512_max_ps(lo, acc));
    return acc;
}

/* Output rows a step computes together: independent accumulators, so that the FMA chains of
 * a narrow plane (7 pixels: one vector a row, 9 dependent FMAs) overlap instead of waiting
 * out each other's latency. */
#define LC_DWD_ROWS 4
/* taps and masks a 3x3 filter keeps in registers (more: read from memory) */
#define LC_DWD_MAXW 9
#define LC_DWD_MAXMASK 6

/* One channel: oc[i * os2 + j] for i < ho, j < wo. R, S, SW are constants after inlining
 * (3x3 at stride 1 and 2), or the generic tap counts. cm: per 16-wide column chunk jc and
 * tap column ss, the input lanes' masks (SW == 2: two per tap, the low and the high 16).
 * Rows go LC_DWD_ROWS at a time; the last step's rows past ho repeat row ho - 1 (the same
 * values stored again) rather than branch. */
static inline __attribute__((always_inline)) void lc_dwd_channel(
        const float* restrict xc, int64_t h, int64_t xs2, const __m512* restrict wv,
        float* restrict oc, int64_t ho, int64_t wo, int64_t os2, int64_t sh, int64_t ph,
        int64_t pw, const __mmask16* restrict cm, __m512 bv, int act, __m512 alo, __m512 ahi,
        const int R, const int S, const int SW) {
    const int64_t nch = (wo + 15) / 16;
    /* the taps' weights in registers (3x3: 9), not reloaded from the stack per FMA (more
     * taps: read from wv) */
    __m512 w[LC_DWD_MAXW];
    _Pragma("GCC unroll 9") for (int t = 0; t < R * S && t < LC_DWD_MAXW; t++) w[t] = wv[t];
    const __m512i even = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4,
                                          2, 0);
    for (int64_t i0 = 0; i0 < ho; i0 += LC_DWD_ROWS) {
        int64_t iq[LC_DWD_ROWS];
        for (int q = 0; q < LC_DWD_ROWS; q++) iq[q] = i0 + q < ho ? i0 + q : ho - 1;
        for (int64_t jc = 0; jc < nch; jc++) {
            const int64_t j0 = jc * 16;
            /* the chunk's masks in mask registers (3x3: 3 or 6 of them), not reloaded per tap */
            __mmask16 m[LC_DWD_MAXMASK];
            _Pragma("GCC unroll 6") for (int t = 0; t < S * SW && t < LC_DWD_MAXMASK; t++)
                m[t] = cm[jc * S * SW + t];
            __m512 acc[LC_DWD_ROWS];
            _Pragma("GCC unroll 4") for (int q = 0; q < LC_DWD_ROWS; q++)
                acc[q] = _mm512_setzero_ps();
            _Pragma("GCC unroll 3") for (int rr = 0; rr < R; rr++) {
                _Pragma("GCC unroll 4") for (int q = 0; q < LC_DWD_ROWS; q++) {
                    const int64_t ii = iq[q] * sh + rr - ph;
                    if (ii < 0 || ii >= h) continue;
                    const float* row = xc + ii * xs2 + j0 * SW - pw;
                    _Pragma("GCC unroll 3") for (int ss = 0; ss < S; ss++) {
                        __m512 xv;
                        const __mmask16* mt = S * SW <= LC_DWD_MAXMASK ? m : cm + jc * S * SW;
                        if (SW == 1) {
                            xv = _mm512_maskz_loadu_ps(mt[ss], row + ss);
                        } else {
                            const __m512 a = _mm512_maskz_loadu_ps(mt[2 * ss], row + ss);
                            const __m512 b = _mm512_maskz_loadu_ps(mt[2 * ss + 1],
                                                                   row + ss + 16);
                            xv = _mm512_permutex2var_ps(a, even, b);
                        }
                        const int t = rr * S + ss;
                        acc[q] = _mm512_fmadd_ps(R * S <= LC_DWD_MAXW ? w[t] : wv[t], xv, acc[q]);
                    }
                }
            }
            const int64_t left = wo - j0;
            const __mmask16 om = left >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << left) - 1u);
            _Pragma("GCC unroll 4") for (int q = 0; q < LC_DWD_ROWS; q++)
                _mm512_mask_storeu_ps(oc + iq[q] * os2 + j0, om,
                                      lc_dwd_act(acc[q], bv, act, alo, ahi));
        }
        if (act > 2)
            for (int64_t i = i0; i < ho && i < i0 + LC_DWD_ROWS; i++)
                lc_act_row_f32(oc + i * os2, wo, 0.0f, act, _mm512_cvtss_f32(alo),
                               _mm512_cvtss_f32(ahi));
    }
}

/* The direct kernel (dwconv2d.h's arguments, the extents already checked); -2: not applied. */
static int lc_dwd_conv2d_avx512_f32(
        const float* x, int64_t n, int64_t c, int64_t h, int64_t w, int64_t xs0, int64_t xs1,
        int64_t xs2, int64_t xs3, const float* wt, int64_t r, int64_t s, int64_t ws0,
        int64_t ws2, int64_t ws3, const float* bias, int64_t bs, float* out, int64_t ho,
        int64_t wo, int64_t os0, int64_t os1, int64_t os2, int64_t os3, int64_t sh, int64_t sw,
        int64_t ph, int64_t pw, int act, double act_a, double act_b, int threads) {
    enum { MAXTAP = 25, MAXMASK = 512 };
    const int64_t nch = (wo + 15) / 16;
    if (xs3 != 1 || os3 != 1 || (sw != 1 && sw != 2) || r * s > MAXTAP
        || nch * s * sw > MAXMASK)
        return -2;
    /* the column masks, the same for every row and channel */
    __mmask16 cm[MAXMASK];
    for (int64_t jc = 0; jc < nch; jc++)
        for (int64_t ss = 0; ss < s; ss++) {
            const int64_t base = jc * 16 * sw + ss - pw;
            if (sw == 1) {
                cm[jc * s + ss] = lc_dwd_lanes(base, 0, w);
            } else {
                cm[(jc * s + ss) * 2] = lc_dwd_lanes(base, 0, w);
                cm[(jc * s + ss) * 2 + 1] = lc_dwd_lanes(base + 16, 0, w);
            }
        }
    const __m512 alo = _mm512_set1_ps((float)act_a), ahi = _mm512_set1_ps((float)act_b);
    _Pragma("omp parallel for num_threads(threads) if(threads > 1) schedule(static)")
    for (int64_t item = 0; item < n * c; item++) {
        const int64_t b = item / c, ch = item - b * c;
        __m512 wv[MAXTAP];
        for (int64_t t = 0; t < r * s; t++)
            wv[t] = _mm512_set1_ps(wt[ch * ws0 + (t / s) * ws2 + (t % s) * ws3]);
        const __m512 bv = _mm512_set1_ps(bias ? bias[ch * bs] : 0.0f);
        const float* xc = x + b * xs0 + ch * xs1;
        float* oc = out + b * os0 + ch * os1;
        if (r == 3 && s == 3 && sw == 1)
            lc_dwd_channel(xc, h, xs2, wv, oc, ho, wo, os2, sh, ph, pw, cm, bv, act, alo, ahi,
                           3, 3, 1);
        else if (r == 3 && s == 3)
            lc_dwd_channel(xc, h, xs2, wv, oc, ho, wo, os2, sh, ph, pw, cm, bv, act, alo, ahi,
                           3, 3, 2);
        else if (sw == 1)
            lc_dwd_channel(xc, h, xs2, wv, oc, ho, wo, os2, sh, ph, pw, cm, bv, act, alo, ahi,
                           (int)r, (int)s, 1);
        else
            lc_dwd_channel(xc, h, xs2, wv, oc, ho, wo, os2, sh, ph, pw, cm, bv, act, alo, ahi,
                           (int)r, (int)s, 2);
    }
    return 0;
}
#endif
#endif /* LC_DW_DWCONV2D_DIRECT_H */
