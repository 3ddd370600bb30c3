/* The activation a convolution kernel applies to each output element in its write-back,
 * while the tile is still in cache: lc_act_<sfx>(v, act, a, b) with act one of
 *   0 none, 1 relu (max(v, 0), NaN kept), 2 clip (min(max(v, a), b)), 3 leaky_relu
 *   (v >= 0 ? v : a * v), 4 sigmoid (1 / (1 + exp(-v))), 5 hardswish
 *   (v * max(0, min(1, v / 6 + 1 / 2))), 6 gelu (0.5 v (1 + erf(v / sqrt 2))).
 * These are the formulas of loopcraft.libops.activations, in the same order and precision
 * (float math for float32, NumPy's NaN-wins minimum and maximum), so a fused activation
 * computes what the nest it replaced computed. */
#ifndef LC_ACTIVATION_H
#define LC_ACTIVATION_H
#include <math.h>
#include <stdint.h>

#define LC_ACT_DEFINE(SFX, T, EXP, ERF)                                                        \
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
    default: for (int64_t p = 0; p < n; p++) row[p] = lc_act_##SFX(row[p] + bias, act, a, b);  \
    }                                                                                          \
}
LC_ACT_DEFINE(f64, double, exp, erf)
LC_ACT_DEFINE(f32, float, expf, erff)
#endif
