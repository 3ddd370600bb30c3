/* The activation a kernel applies to each output element in its write-back, while the tile
 * is still in cache: lc_act_<sfx>(v, act, a, b) with act one of
 *   0 none, 1 relu (max(v, 0), NaN kept), 2 clip (min(max(v, a), b)), 3 leaky_relu
 *   (v >= 0 ? v : a * v), 4 sigmoid (1 / (1 + exp(-v))), 5 hardswish
 *   (v * max(0, min(1, v / 6 + 1 / 2))), 6 gelu (0.5 v (1 + erf(v / sqrt 2))), 7 tanh,
 *   8 gelu_tanh (0.5 v (1 + tanh(sqrt(2 / pi) (v + 0.044715 v^3)))).
 * These are the formulas of loopcraft.libops.activations, in the same order (float math for
 * float32, NumPy's NaN-wins minimum and maximum), so a fused activation computes what the
 * nest it replaced computed -- except erf and tanh in float32, which are lc_erf_f32 and
 * lc_tanh_f32 below, not libm's: rational approximations without a call or a branch, so
 * that the loops of lc_act_row vectorize (a libm call per element cost a GEMM's write-back
 * more than the product's last k block), within 4.2e-7 (erf) and 3.3e-7 (tanh) of the exact
 * value over all floats -- about 3 float32 ulps, NaN kept. */
#ifndef LC_ACTIVATION_H
#define LC_ACTIVATION_H
#include <math.h>
#include <stdint.h>

/* erf(a): x P(x^2) / Q(x^2) on a clamped to [-4, 4] (erf is +-1 in float32 beyond). */
static inline float lc_erf_f32(float a) {
    const float x = a < -4.0f ? -4.0f : a > 4.0f ? 4.0f : a, x2 = x * x;
    float p = x2 * -2.72614225801306e-10f + 2.77068142495902e-08f;
    p = x2 * p - 2.10102402082508e-06f;
    p = x2 * p - 5.69250639462346e-05f;
    p = x2 * p - 7.34990630326855e-04f;
    p = x2 * p - 2.95459980854025e-03f;
    p = x2 * p - 1.60960333262415e-02f;
    float q = x2 * -1.45660718464996e-05f - 2.13374055278905e-04f;
    q = x2 * q - 1.68282697438203e-03f;
    q = x2 * q - 7.37332916720468e-03f;
    q = x2 * q - 1.42647390514189e-02f;
    return x * p / q;
}

/* tanh(a): x P(x^2) / Q(x^2) on a clamped to +-7.905 (tanh is +-1 in float32 beyond); a
 * itself below 4e-4 in magnitude. */
static inline float lc_tanh_f32(float a) {
    const float c = 7.90531110763549805f;
    const float x = a < -c ? -c : a > c ? c : a, x2 = x * x;
    float p = x2 * -2.76076847742355e-16f + 2.00018790482477e-13f;
    p = x2 * p - 8.60467152213735e-11f;
    p = x2 * p + 5.12229709037114e-08f;
    p = x2 * p + 1.48572235717979e-05f;
    p = x2 * p + 6.37261928875436e-04f;
    p = x2 * p + 4.89352455891786e-03f;
    float q = x2 * 1.19825839466702e-06f + 1.18534705686654e-04f;
    q = x2 * q + 2.26843463243900e-03f;
    q = x2 * q + 4.89352518554385e-03f;
    return fabsf(a) < 0.0004f ? a : x * p / q;
}

#define LC_ACT_DEFINE(SFX, T, EXP, ERF, TANH)                                                  \
static inline T lc_act_max_##SFX(T x, T y) { return (x >= y || x != x) ? x : y; }            \
static inline T lc_act_min_##SFX(T x, T y) { return (x <= y || x != x) ? x : y; }            \
static inline T lc_act_##SFX(T v, int act, T a, T b) {                                        \
    switch (act) {                                                                             \
    case 1: return lc_act_max_##SFX(v, (T)0);                                                  \
    case 2: return lc_act_min_##SFX(lc_act_max_##SFX(v, a), b);                                \
    case 3: return v >= (T)0 ? v : a * v;                                                      \
    case 4: return (T)1 / ((T)1 + EXP(-v));                                                    \
    case 5: return v * lc_act_max_##SFX((T)0, lc_act_min_##SFX((T)1,                           \
                                                              (T)(1.0 / 6.0) * v + (T)0.5));   \
    case 6: return (T)0.5 * v * ((T)1 + ERF(v * (T)0.7071067811865475));                       \
    case 7: return TANH(v);                                                                    \
    case 8: return (T)0.5 * v * ((T)1 + TANH((T)0.7978845608028654                            \
                                             * (v + (T)0.044715 * (v * (v * v)))));           \
    default: return v;                                                                         \
    }                                                                                          \
}                                                                                              \
/* row[p] = act(row[p] + bias) for p < n, contiguous: one loop per activation (the switch   \
 * outside it), which the compiler vectorizes, instead of a dispatch per element. */          \
static inline void lc_act_row_##SFX(T* restrict row, int64_t n, T bias, int act, T a, T b) { \
    switch (act) {                                                                             \
    case 0: for (int64_t p = 0; p < n; p++) row[p] += bias; break;                             \
    case 1: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 1, a, b);     \
        break;                                                                                 \
    case 2: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 2, a, b);     \
        break;                                                                                 \
    case 3: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 3, a, b);     \
        break;                                                                                 \
    case 5: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 5, a, b);     \
        break;                                                                                 \
    case 6: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 6, a, b);     \
        break;                                                                                 \
    case 7: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 7, a, b);     \
        break;                                                                                 \
    case 8: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, 8, a, b);     \
        break;                                                                                 \
    default: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, act, a, b);  \
    }                                                                                          \
}
LC_ACT_DEFINE(f64, double, exp, erf, tanh)
LC_ACT_DEFINE(f32, float, expf, lc_erf_f32, lc_tanh_f32)
#endif
